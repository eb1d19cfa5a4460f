import { CATEGORY_DETAILS, DEMO_TOURS, type DemoTour } from '../../src/seed/demo/tours';
import { hoursOf, reviewsFor } from '../../src/seed/demo/reviews';

/** What the tour itself says: its title, summary, story and what it includes. */
const tourText = (tour: DemoTour) => [tour.title, tour.shortDescription, tour.story, ...(tour.included ?? CATEGORY_DETAILS[tour.category]!.included)].join('\n').toLowerCase();

/**
 * Words a review can only use about a tour that offers them: a sight, a dish, a time of day,
 * a kind of journey. Each names what the tour must say (or be) for the review to fit.
 */
const TELLTALES: Array<[RegExp, string, (tour: DemoTour, text: string) => boolean]> = [
  [/sunset|sun go down|turned gold/, 'a tour out at sunset (or a 24-hour rental)', (t, text) => /sunset/.test(text) || hoursOf(t.duration) >= 24],
  [/morning|afternoon/, 'a tour of a whole day', (t) => hoursOf(t.duration) >= 6],
  [/faraglioni/, 'the Faraglioni', (_t, text) => /faraglioni/.test(text)],
  [/blue grotto/, 'the Blue Grotto', (_t, text) => /blue grotto/.test(text)],
  [/grotto/, 'a grotto', (_t, text) => /grott/.test(text)],
  [/limoncello/, 'limoncello', (_t, text) => /limoncello/.test(text)],
  [/prosecco/, 'Prosecco', (_t, text) => /prosecco/.test(text)],
  [/\bwine\b/, 'wine', (_t, text) => /wine/.test(text)],
  [/gnocchi/, 'gnocchi', (_t, text) => /gnocchi/.test(text)],
  [/tiramisù/, 'tiramisù', (_t, text) => /tiramisù/.test(text)],
  [/pizza|margherita/, 'pizza', (_t, text) => /pizza/.test(text)],
  [/mozzarella|cheesemaker/, 'mozzarella', (_t, text) => /mozzarella/.test(text)],
  [/terrace/, 'a terrace', (_t, text) => /terrace/.test(text)],
  [/vesuvius|crater/, 'Vesuvius', (_t, text) => /vesuvius/.test(text)],
  [/pompeii/, 'Pompeii', (_t, text) => /pompeii/.test(text)],
  [/ravello/, 'Ravello', (_t, text) => /ravello/.test(text)],
  [/procida|ischia/, 'the islands', (_t, text) => /procida|ischia/.test(text)],
  [/vespa/, 'a Vespa', (_t, text) => /vespa/.test(text)],
  [/posillipo/, 'Posillipo', (_t, text) => /posillipo/.test(text)],
  [/thermal/, 'thermal pools', (_t, text) => /thermal/.test(text)],
  [/flight|landed/, 'an airport pick-up', (_t, text) => /airport/.test(text)],
  [/fuel|fill up/, 'a scooter that burns fuel', (_t, text) => !/electric/.test(text)],
  [/electric/, 'an electric scooter', (_t, text) => /electric/.test(text)],
  [/\bship\b|cruise passengers/, 'a start at the port', (t) => /cruise|ferry|marina grande|marina piccola/i.test(t.meetingPoint)],
  [/lunch/, 'a lunch', (_t, text) => /lunch/.test(text) || /rent-scooter/.test(_t.category)],
  [/to ourselves|with a friend rather than on a tour|on our own/, 'a private tour', (t) => t.isPrivate],
];

describe('the demo reviews fit their tours', () => {
  it.each(DEMO_TOURS.map((tour) => [tour.title, tour] as const))('%s: every review names only what the tour offers', (_title, tour) => {
    const text = tourText(tour);
    const misfits = reviewsFor(tour).flatMap((review) =>
      TELLTALES.filter(([word, , fits]) => word.test(`${review.title} ${review.content}`.toLowerCase()) && !fits(tour, text)).map(([, needs]) => `"${review.title}" needs ${needs}`),
    );
    expect(misfits).toEqual([]);
  });

  it('gives every tour at least three reviews, each a whole 1 to 5 stars, dated oldest first', () => {
    for (const tour of DEMO_TOURS) {
      const reviews = reviewsFor(tour);
      expect(reviews.length).toBeGreaterThanOrEqual(3);
      for (const review of reviews) expect([1, 2, 3, 4, 5]).toContain(review.rating);
      const times = reviews.map((r) => r.writtenAt.getTime());
      expect([...times].sort((a, b) => a - b)).toEqual(times);
      expect(new Set(times).size).toBe(times.length);
      for (const review of reviews) {
        expect(review.date).toBe(review.writtenAt.toLocaleDateString('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' }));
      }
    }
  });
});
