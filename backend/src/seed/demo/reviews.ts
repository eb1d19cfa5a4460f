import type { DemoTour } from './tours';

/**
 * Guest reviews for the demo tours: 3 to 8 per tour, chosen deterministically from what
 * guests of that kind of tour typically write, so every run gives the same reviews.
 */
interface ReviewText {
  readonly rating: number;
  readonly title: string;
  readonly content: string;
}

const BY_KIND: Record<string, ReviewText[]> = {
  boat: [
    { rating: 5, title: 'The highlight of our honeymoon', content: 'Our skipper knew every cove and timed everything so we always had the spot to ourselves. The water at the swim stops was unreal. Worth every euro.' },
    { rating: 5, title: 'Perfect day on the water', content: 'Great boat, cold drinks, and a crew that made our kids feel like pirates. We saw far more than we would have from land.' },
    { rating: 4, title: 'Beautiful, a bit choppy in the morning', content: 'The sea was rough for the first half hour, but the crew were reassuring and the afternoon was glorious. The grottoes are stunning.' },
    { rating: 5, title: 'Do this on your first day', content: 'It gave us the lay of the land for the rest of the trip. Friendly, punctual, and the limoncello on the way back was a lovely touch.' },
    { rating: 5, title: 'Worth it for the Faraglioni alone', content: 'Passing under the arch was magical. The skipper took photos of all of us and even found us a quiet place for lunch.' },
    { rating: 4, title: 'Great experience, book early', content: 'Lovely trip and very professional. August is busy, so the Blue Grotto queue was long; we skipped it and swam instead, no regrets.' },
    { rating: 5, title: 'Skipper Gennaro is a legend', content: 'Stories, jokes and the best swimming spots on the coast. We felt like we were out with a friend rather than on a tour.' },
    { rating: 5, title: 'Unforgettable sunset', content: 'We watched the sun go down with a glass of Prosecco and the coast turning pink. My wife still talks about it.' },
  ],
  excursion: [
    { rating: 5, title: 'Our guide made history come alive', content: 'Knowledgeable, funny and patient with all our questions. We would never have understood half of what we saw on our own.' },
    { rating: 5, title: 'Back on the ship with time to spare', content: 'As cruise passengers we were nervous about timing, but everything ran like clockwork and we still saw everything on our list.' },
    { rating: 4, title: 'Great day, lots of walking', content: 'Wonderful guide and beautiful places. Wear proper shoes: there are more steps than you expect!' },
    { rating: 5, title: 'Private is the way to go', content: 'Being on our own meant we could stop wherever we liked. The driver was careful on the bends and the views were breathtaking.' },
    { rating: 5, title: 'Best day of our trip to Italy', content: 'Every recommendation was spot on, from the viewpoints to the little place where we had lunch. Thank you!' },
    { rating: 4, title: 'Very good, busy sites', content: 'The guide did a great job of avoiding the crowds where possible. Some places are simply busy in summer.' },
    { rating: 5, title: 'Felt like travelling with a local friend', content: 'Our guide grew up here and it showed: we met her cousin at the lemon grove and her uncle at the pastry shop.' },
  ],
  cooking: [
    { rating: 5, title: 'We still make the gnocchi at home', content: 'Warm family, beautiful setting and recipes that actually work in our kitchen back home. The lunch was a feast.' },
    { rating: 5, title: 'Like cooking with our Italian grandmother', content: 'Patient, funny and generous with the wine. Even my husband, who never cooks, made perfect pasta.' },
    { rating: 5, title: 'A must for food lovers', content: 'Fresh ingredients from the garden, clear explanations and the best tiramisù I have ever eaten, made by my own hands.' },
    { rating: 4, title: 'Lovely class, hard to find', content: 'The class itself was excellent. Follow the directions carefully, our taxi got lost, but they waited for us.' },
    { rating: 5, title: 'The view, the food, the people', content: 'Cooking on a terrace above the sea was surreal. Small group, lots of hands-on time, and we left very full.' },
    { rating: 5, title: 'Perfect for families', content: 'Our kids (9 and 12) loved rolling the pasta and pulling the mozzarella. Everyone was so welcoming.' },
  ],
  transfer: [
    { rating: 5, title: 'Driver waiting despite our delay', content: 'Our flight landed two hours late and he was still there with a smile and cold water. Smooth, safe drive to the hotel.' },
    { rating: 5, title: 'Stress-free arrival', content: 'After a long journey it was such a relief to be met and taken straight to the door. Spotless car.' },
    { rating: 4, title: 'Good service, traffic was heavy', content: 'Punctual and professional. The coast road was slow in August, which is nobody\'s fault.' },
    { rating: 5, title: 'Worth every penny with luggage', content: 'Four of us with big suitcases: public transport would have been a nightmare. The driver even suggested a photo stop.' },
    { rating: 5, title: 'Reliable and friendly', content: 'Booked two transfers, both perfect. Clear communication beforehand and a careful driver on the bends.' },
  ],
  rental: [
    { rating: 5, title: 'Best way to see the coast', content: 'No parking stress, no traffic jams. The team explained everything and their map of viewpoints was fantastic.' },
    { rating: 4, title: 'Great scooter, fuel not included', content: 'Scooter in great condition, quick paperwork. Remember to fill up before returning it.' },
    { rating: 5, title: 'Felt like a movie', content: 'Riding a Vespa along the cliffs at sunset was a dream. Helmets were clean and the staff were lovely.' },
    { rating: 5, title: 'Easy pick-up and drop-off', content: 'Ready on time, no hidden charges, and they gave us great tips for lunch in a village we would never have found.' },
    { rating: 4, title: 'Fun, but be confident on the roads', content: 'The roads are narrow and busy, so it is best if you have ridden before. We had a brilliant day.' },
    { rating: 5, title: 'Freedom!', content: 'We went where the buses don\'t go and found empty beaches. Would rent again in a heartbeat.' },
  ],
};

const KIND_OF: Record<string, string> = {
  'private-boat-tour': 'boat',
  'shared-boat-tour': 'boat',
  'private-shore-excursion': 'excursion',
  'cooking-class': 'cooking',
  'private-transfer': 'transfer',
  'rent-scooter': 'rental',
};

const AUTHORS = ['Sarah M.', 'James T.', 'Giulia R.', 'Emma L.', 'Michael B.', 'Sophie K.', 'Daniel W.', 'Anna P.', 'Lucas F.', 'Olivia H.', 'Marco D.', 'Charlotte N.', 'Thomas G.', 'Hannah S.', 'Pierre L.', 'Isabel C.'];
const MONTHS = ['May 2025', 'June 2025', 'July 2025', 'August 2025', 'September 2025', 'October 2025', 'April 2026', 'May 2026'];

function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619) >>> 0;
  return h;
}

export interface DemoReview {
  readonly key: string;
  readonly authorName: string;
  readonly rating: number;
  readonly title: string;
  readonly content: string;
  readonly date: string;
}

/** The tour's reviews, oldest first (so the newest shows first on the detail page). */
export function reviewsFor(tour: DemoTour): DemoReview[] {
  const pool = BY_KIND[KIND_OF[tour.category] ?? 'excursion']!;
  const h = hash(tour.key);
  const count = Math.min(pool.length, 3 + (h % 6));
  return Array.from({ length: count }, (_, i) => {
    const text = pool[(h + i) % pool.length]!;
    return {
      key: `${tour.key}#${i}`,
      authorName: AUTHORS[(h + i * 7) % AUTHORS.length]!,
      rating: text.rating,
      title: text.title,
      content: text.content,
      date: MONTHS[(i + (h % 3)) % MONTHS.length]!,
    };
  });
}
