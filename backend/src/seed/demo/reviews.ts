import { CATEGORY_DETAILS, type DemoTour } from './tours';

/**
 * Guest reviews for the demo tours: 3 to 6 per tour, chosen deterministically (every run gives
 * the same reviews) among those that fit the tour: a review names only sights, food, times of
 * day and services the tour's own text offers, so no sunset praise lands on a morning boat trip
 * and no fuel complaint on an electric scooter.
 */
interface ReviewText {
  readonly rating: number;
  readonly title: string;
  readonly content: string;
  readonly fits: (tour: TourTraits) => boolean;
}

/** What a review may rely on: the tour's own words, its length, who it is for, where it starts. */
interface TourTraits {
  /** Title, summary, story and what is included, lower case. */
  readonly text: string;
  readonly meetingPoint: string;
  readonly hours: number;
  readonly isPrivate: boolean;
}

const says = (...patterns: RegExp[]) => (t: TourTraits) => patterns.every((p) => p.test(t.text));
const always = () => true;

const BY_KIND: Record<string, ReviewText[]> = {
  boat: [
    { rating: 5, title: 'The highlight of our honeymoon', content: 'Our skipper knew every cove and timed everything so we always had the spot to ourselves. The water at the swim stops was unreal. Worth every euro.', fits: (t) => t.isPrivate && t.hours >= 4 },
    { rating: 5, title: 'Perfect day on the water', content: 'Great boat, cold drinks, and a crew that made our kids feel like pirates. We saw far more than we would have from land.', fits: (t) => t.hours >= 6 },
    { rating: 4, title: 'Beautiful, a bit choppy in the morning', content: 'The sea was rough for the first half hour, but the crew were reassuring and the afternoon was glorious. The grottoes are stunning.', fits: (t) => t.hours >= 6 && /grott/.test(t.text) },
    { rating: 5, title: 'Do this on your first day', content: 'It gave us the lay of the land for the rest of the trip. Friendly, punctual, and the limoncello on the way back was a lovely touch.', fits: says(/limoncello/) },
    { rating: 5, title: 'Worth it for the Faraglioni alone', content: 'Passing under the arch was magical, and the skipper took photos of all of us.', fits: says(/faraglioni/, /arch\b/) },
    { rating: 4, title: 'Great experience, book early', content: 'Lovely trip and very professional. August is busy, so the Blue Grotto queue was long; we skipped it and swam instead, no regrets.', fits: says(/blue grotto/) },
    { rating: 5, title: 'Skipper Gennaro is a legend', content: 'Stories, jokes and the best swimming spots on the coast. We felt like we were out with a friend rather than on a tour.', fits: (t) => t.isPrivate && t.hours >= 4 },
    { rating: 5, title: 'Unforgettable sunset', content: 'We watched the sun go down from the water, with the coast turning pink behind us. My wife still talks about it.', fits: says(/sunset/) },
    { rating: 5, title: 'Small group, plenty of room', content: 'There were only a dozen of us, so everyone had a place at the rail. The host pointed out every villa and cove along the way.', fits: (t) => !t.isPrivate },
    { rating: 5, title: 'The aperitivo was a lovely touch', content: 'A glass of local wine and a few snacks while the cliffs turned gold. The crew timed it perfectly.', fits: says(/sunset/, /wine/) },
    { rating: 4, title: 'Short and sweet', content: 'Relaxed and beautiful, and ideal if you only have a few hours on the coast.', fits: (t) => t.hours <= 4 },
    { rating: 5, title: 'Free time well planned', content: 'Plenty of time ashore to wander, and the boat was waiting exactly when they said it would be.', fits: says(/free time/) },
    { rating: 5, title: 'Two islands in one day', content: "Procida's colourful harbour and a swim off Ischia: we could not have planned it better ourselves.", fits: says(/procida/, /ischia/) },
    { rating: 5, title: 'Perfect for our anniversary', content: 'They had the boat ready with flowers and a bottle on ice. Two perfect hours we will never forget.', fits: (t) => t.isPrivate && /anniversary/.test(t.text) },
  ],
  excursion: [
    { rating: 5, title: 'Our guide made history come alive', content: 'Knowledgeable, funny and patient with all our questions. We would never have understood half of what we saw on our own.', fits: says(/pompeii|neapolis|castle|villa|cloister/) },
    { rating: 5, title: 'Back on the ship with time to spare', content: 'As cruise passengers we were nervous about timing, but everything ran like clockwork and we still saw everything on our list.', fits: (t) => /cruise|ferry|marina grande|marina piccola/i.test(t.meetingPoint) },
    { rating: 4, title: 'Great tour, lots of walking', content: 'Wonderful guide and beautiful places. Wear proper shoes: there are more steps than you expect!', fits: says(/walk|hike/) },
    { rating: 5, title: 'Private is the way to go', content: 'Being on our own meant we could stop wherever we liked. The driver was careful on the bends and the views were breathtaking.', fits: says(/driver|drive up/) },
    { rating: 5, title: 'Best day of our trip to Italy', content: 'Every recommendation was spot on, from the viewpoints to the little place where we had lunch. Thank you!', fits: (t) => t.hours >= 5 && /lunch/.test(t.text) },
    { rating: 4, title: 'Very good, busy sites', content: 'The guide did a great job of avoiding the crowds where possible. Some places are simply busy in summer.', fits: always },
    { rating: 5, title: 'Felt like travelling with a local friend', content: 'Our guide grew up here and it showed: she knew everyone, every shortcut and every story.', fits: always },
    { rating: 5, title: 'Standing on the rim of Vesuvius', content: 'The climb to the crater is short but steep, and the view over the whole gulf is worth every step.', fits: says(/vesuvius/, /crater/) },
    { rating: 5, title: 'Pompeii with an archaeologist', content: 'Seeing the plaster casts and the frescoes with someone who has worked on the excavations was extraordinary.', fits: says(/pompeii/, /archaeologist/) },
    { rating: 5, title: 'Pools with a view', content: 'The thermal gardens were the perfect end to the day: warm pools, flowers everywhere and the sea below.', fits: says(/thermal/) },
    { rating: 5, title: 'The sfogliatella at the end!', content: 'Forty metres underground one minute, an espresso and a warm sfogliatella the next. Naples is full of surprises.', fits: says(/sfogliatella/) },
    { rating: 5, title: 'Views all the way', content: 'The trail is easy to follow but long; with our guide we stopped at every viewpoint and never lost our way.', fits: says(/path of the gods/) },
  ],
  cooking: [
    { rating: 5, title: 'We still make the gnocchi at home', content: 'Warm family, beautiful setting and recipes that actually work in our kitchen back home. The lunch was a feast.', fits: (t) => /gnocchi/.test(t.text) && /lunch/.test(t.text) },
    { rating: 5, title: 'Like cooking with our Italian grandmother', content: 'Patient, funny and generous with the wine. Even my husband, who never cooks, made perfect pasta.', fits: says(/pasta|ravioli|ndunderi/) },
    { rating: 5, title: 'A must for food lovers', content: 'Clear explanations, fresh ingredients and the best tiramisù I have ever eaten, made by my own hands.', fits: says(/tiramisù/) },
    { rating: 4, title: 'Lovely class, hard to find', content: 'The class itself was excellent. Follow the directions carefully: our taxi got lost, but they waited for us.', fits: always },
    { rating: 5, title: 'The view, the food, the people', content: 'Cooking on a terrace above the sea was surreal. Small group, lots of hands-on time, and we left very full.', fits: says(/terrace/) },
    { rating: 5, title: 'Perfect for families', content: 'Our kids, 9 and 12, loved getting their hands in the dough. Everyone was so welcoming.', fits: says(/pasta|pizza|ravioli|ndunderi/) },
    { rating: 5, title: 'Pizza we are still talking about', content: 'Stretching the dough by hand is harder than it looks, but our margheritas came out of the wood oven perfect in ninety seconds.', fits: says(/pizza/) },
    { rating: 5, title: 'The mozzarella was a revelation', content: 'Watching the cheesemaker pull it by hand, then eating it still warm with the farm bread and olive oil.', fits: says(/cheesemaker/) },
    { rating: 5, title: 'Stories and ndunderi', content: 'Rosa cooked, laughed and told us about fifty years of family meals while we rolled the dumplings.', fits: says(/ndunderi/) },
    { rating: 5, title: 'Eating what we cooked', content: 'Sitting down at the end to eat what we had made, with a glass of local wine, was the best part.', fits: says(/lunch|dinner/) },
    { rating: 5, title: 'Torta caprese to take home', content: 'The flourless chocolate cake was easier than we feared, and lunch in the garden in Anacapri was lovely.', fits: says(/torta caprese/) },
    { rating: 4, title: 'Our own bottle of limoncello', content: 'We went home with a bottle we made ourselves and a new respect for Sorrento lemons.', fits: says(/limoncello/) },
  ],
  transfer: [
    { rating: 5, title: 'Driver waiting despite our delay', content: 'Our flight landed two hours late and he was still there with a smile and cold water. Smooth, safe drive to the hotel.', fits: says(/airport/) },
    { rating: 5, title: 'Stress-free arrival', content: 'After a long journey it was such a relief to be met and taken straight to the door. Spotless car.', fits: (t) => !/disposal/.test(t.text) },
    { rating: 4, title: 'Good service, traffic was heavy', content: "Punctual and professional. The coast road was slow in August, which is nobody's fault.", fits: says(/coast/) },
    { rating: 5, title: 'Worth every penny with luggage', content: 'Four of us with big suitcases: public transport would have been a nightmare. The driver even suggested a photo stop.', fits: (t) => !/disposal/.test(t.text) },
    { rating: 5, title: 'Reliable and friendly', content: 'Booked two transfers, both perfect. Clear communication beforehand and a careful driver on the bends.', fits: (t) => !/disposal/.test(t.text) },
    { rating: 5, title: 'Pompeii on the way', content: 'Breaking the long drive from Rome with two hours in Pompeii turned a transfer into a day out.', fits: says(/rome/, /pompeii/) },
    { rating: 5, title: 'Ravello at our own pace', content: 'Having a driver wait while we wandered the gardens of Ravello was pure luxury.', fits: says(/disposal/, /ravello/) },
    { rating: 5, title: 'Flexible and patient', content: 'We changed the plan twice and our driver simply smiled and found us a place to park.', fits: says(/disposal/) },
    { rating: 5, title: 'Arriving in style', content: 'The open-top taxi up the island roads, bags and all, was the best welcome to Capri.', fits: says(/open-top/) },
    { rating: 5, title: 'Straight from the ferry', content: 'Met right at the terminal, over the mountains and at our hotel in Amalfi before we knew it.', fits: says(/molo beverello/) },
  ],
  rental: [
    { rating: 5, title: 'Best way to see the coast', content: 'No parking stress, no traffic jams. The team explained everything and their map of viewpoints was fantastic.', fits: says(/map/) },
    { rating: 4, title: 'Great scooter, fuel not included', content: 'Scooter in great condition, quick paperwork. Remember to fill up before returning it.', fits: (t) => !/electric/.test(t.text) },
    { rating: 5, title: 'Felt like a movie', content: 'Riding a Vespa along the cliffs at sunset was a dream. Helmets were clean and the staff were lovely.', fits: (t) => /vespa/.test(t.text) && t.hours >= 24 },
    { rating: 5, title: 'Easy pick-up and drop-off', content: 'Ready on time, no hidden charges, and they gave us great tips for lunch in a village we would never have found.', fits: always },
    { rating: 4, title: 'Fun, but be confident on the roads', content: 'The roads are narrow and busy, so it is best if you have ridden before. We had a brilliant day.', fits: always },
    { rating: 5, title: 'Freedom!', content: "We went where the buses don't go and found empty beaches. Would rent again in a heartbeat.", fits: says(/beach|bus/) },
    { rating: 5, title: 'Silent and easy', content: "No fuel stops and no noise: the electric scooter was perfect for Capri's steep little roads.", fits: says(/electric/) },
    { rating: 5, title: 'Our leader knew every back road', content: 'Following a local rider meant viewpoints we would never have found, and the farm lunch was a highlight.', fits: says(/local rider/) },
    { rating: 5, title: 'Delivered to the hotel', content: 'The scooter was waiting at our hotel, and the quick lesson on the controls gave us confidence on the Amalfi Drive.', fits: says(/deliver/) },
    { rating: 4, title: 'Naples on two wheels', content: 'Chaotic traffic, unforgettable views: Posillipo in the evening light was worth every nervous moment.', fits: says(/posillipo/) },
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

/** The months guests travel in, oldest first: a tour's reviews take consecutive ones. */
const SEASON_MONTHS: ReadonlyArray<readonly [year: number, month: number]> = [
  [2025, 4], [2025, 5], [2025, 6], [2025, 7], [2025, 8], [2025, 9], [2025, 10],
  [2026, 4], [2026, 5], [2026, 6], [2026, 7], [2026, 8], [2026, 9], [2026, 10],
];
const MONTH_NAMES = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619) >>> 0;
  return h;
}

/** '8 hours', 'Full day (9 hours)', '1 hour 15 minutes', '20 minutes', '1 day (24 hours)' as hours. */
export function hoursOf(duration: string): number {
  const inBrackets = /\((\d+(?:\.\d+)?) hours?\)/.exec(duration);
  if (inBrackets) return Number(inBrackets[1]);
  const hours = /(\d+(?:\.\d+)?) hours?/.exec(duration);
  const minutes = /(\d+) minutes?/.exec(duration);
  return (hours ? Number(hours[1]) : 0) + (minutes ? Number(minutes[1]) / 60 : 0);
}

function traitsOf(tour: DemoTour): TourTraits {
  const included = tour.included ?? CATEGORY_DETAILS[tour.category]?.included ?? [];
  return {
    text: [tour.title, tour.shortDescription, tour.story, ...included].join('\n').toLowerCase(),
    meetingPoint: tour.meetingPoint,
    hours: hoursOf(tour.duration),
    isPrivate: tour.isPrivate,
  };
}

export interface DemoReview {
  readonly key: string;
  readonly authorName: string;
  readonly rating: number;
  readonly title: string;
  readonly content: string;
  /** As guests write it: 'May 2026'. */
  readonly date: string;
  /** When it was written (the 10th of that month), which orders the reviews newest first. */
  readonly writtenAt: Date;
}

/** The tour's reviews, oldest first; each fits the tour. */
export function reviewsFor(tour: DemoTour): DemoReview[] {
  const traits = traitsOf(tour);
  const fitting = (BY_KIND[KIND_OF[tour.category] ?? 'excursion'] ?? []).filter((r) => r.fits(traits));
  const h = hash(tour.key);
  const count = Math.min(fitting.length, 3 + (h % 4));
  const firstMonth = h % (SEASON_MONTHS.length - count + 1);
  return Array.from({ length: count }, (_, i) => {
    const text = fitting[(h + i) % fitting.length]!;
    const [year, month] = SEASON_MONTHS[firstMonth + i]!;
    return {
      key: `${tour.key}#${i}`,
      authorName: AUTHORS[(h + i * 7) % AUTHORS.length]!,
      rating: text.rating,
      title: text.title,
      content: text.content,
      date: `${MONTH_NAMES[month - 1]} ${year}`,
      writtenAt: new Date(Date.UTC(year, month - 1, 10)),
    };
  });
}
