/**
 * Demo CMS pages: the guide, schedule and info pages the home page links to (their slugs are
 * contracts' PAGE_SLUG_FOR_PATH), plus contact, about and legal pages (the footer links them), and one draft.
 * Timetables are representative: the pages say to check with the operator before travelling.
 */
export interface DemoPage {
  readonly slug: string;
  readonly category: string;
  readonly title: string;
  readonly metaDescription: string;
  readonly published: boolean;
  readonly content: string;
}

const CHECK = '*Timetables change with the seasons: always check the operator\'s website or the station board on the day.*';

export const DEMO_PAGES: DemoPage[] = [
  {
    slug: 'day-itinerary',
    category: 'guides',
    title: 'A Perfect Day on the Sorrento Coast',
    metaDescription: 'A hour-by-hour itinerary for one perfect day in Sorrento: old town, lemon groves, a boat at sunset and dinner by the sea.',
    published: true,
    content: `## Morning

- **8:30** Espresso and a *cornetto* in Piazza Tasso.
- **9:00** Walk the old town: the cloister of San Francesco and the Valley of the Mills.
- **10:30** Visit a lemon grove and taste limoncello where it is made.

## Afternoon

- **13:00** Lunch at Marina Grande, the fishermen's harbour: fried anchovies and spaghetti alle vongole.
- **15:00** Swim at the Bagni della Regina Giovanna, a natural pool among Roman ruins.

## Evening

- **18:30** A [sunset boat trip](/tours?category=shared-boat-tour) along the cliffs.
- **20:30** Dinner with a view of Vesuvius from Villa Comunale.`,
  },
  {
    slug: 'getting-here',
    category: 'guides',
    title: 'Getting Here',
    metaDescription: 'How to reach Sorrento, Positano, Amalfi and Capri from Naples airport, Naples station and Rome: trains, buses, ferries and transfers.',
    published: true,
    content: `## From Naples Airport (NAP)

- **Curreri bus** to Sorrento: about 75 minutes, several departures a day.
- **Private transfer**: the easiest option with luggage. See our [airport transfers](/tours?category=private-transfer).

## From Naples Central Station

- **Circumvesuviana** train to Sorrento: about 65 minutes, every 30 minutes.
- **Campania Express** (summer): fewer stops, guaranteed seat.

## By ferry

From Naples **Molo Beverello** there are fast ferries to Sorrento, Capri, Ischia and Procida, and in summer to Positano and Amalfi.

## From Rome

High-speed train to Naples (70 minutes), then as above. Or a [private car with a stop in Pompeii](/tours?location=sorrento).`,
  },
  {
    slug: 'train-schedule',
    category: 'schedules',
    title: 'Train Schedule: Naples – Pompeii – Sorrento',
    metaDescription: 'Circumvesuviana and Campania Express trains between Naples, Pompeii and Sorrento: typical departures, journey times and tickets.',
    published: true,
    content: `The **Circumvesuviana** line connects Naples (Porta Nolana and Garibaldi) with Pompeii and Sorrento.

| From Naples Garibaldi | Pompei Scavi | Sorrento |
| --- | --- | --- |
| 07:39 | 08:12 | 08:46 |
| 08:39 | 09:12 | 09:46 |
| 09:09 | 09:42 | 10:16 |
| every 30 min | | |
| 21:39 | 22:12 | 22:46 |

**Journey times:** Naples – Pompeii about 35 minutes; Naples – Sorrento about 65 minutes.

**Tickets** are sold at the station and by the EAV app; validate before boarding.

${CHECK}`,
  },
  {
    slug: 'bus-schedule',
    category: 'schedules',
    title: 'Bus Schedule: Sorrento – Positano – Amalfi',
    metaDescription: 'SITA SUD buses along the Amalfi Coast: typical departures from Sorrento to Positano and Amalfi, journey times and where to buy tickets.',
    published: true,
    content: `**SITA SUD** buses run along the Amalfi Drive from Sorrento station.

| Sorrento | Positano (Chiesa Nuova) | Amalfi |
| --- | --- | --- |
| 06:30 | 07:10 | 08:10 |
| 08:00 | 08:40 | 09:40 |
| 09:00 | 09:40 | 10:40 |
| roughly hourly | | |
| 20:00 | 20:40 | 21:40 |

- Buy tickets **before boarding** at tobacconists and newsagents.
- In summer, queue early at Sorrento: the first stop fills the bus.

${CHECK}`,
  },
  {
    slug: 'ferry-schedule',
    category: 'schedules',
    title: 'Ferry Schedule: Naples, Sorrento, Capri and the Amalfi Coast',
    metaDescription: 'Fast ferries and hydrofoils between Naples, Sorrento, Capri, Positano and Amalfi: typical departures and journey times.',
    published: true,
    content: `## Sorrento – Capri (all year)

| Sorrento | Capri |
| --- | --- |
| 07:30 | 07:55 |
| 08:25 | 08:50 |
| 09:20 | 09:45 |
| about every hour | |
| 18:30 | 18:55 |

## Naples (Molo Beverello) – Capri

About 50 minutes by hydrofoil, first departure around 07:00, last return around 19:30.

## Sorrento – Positano – Amalfi (April to October)

Two to four departures a day; Sorrento to Positano takes about 40 minutes, Positano to Amalfi 25 minutes.

${CHECK}`,
  },
  {
    slug: 'travel-info',
    category: 'information',
    title: 'Travel Information',
    metaDescription: 'Practical information for your stay: money, tipping, tourist tax, health, emergency numbers and what to pack for the coast.',
    published: true,
    content: `## Money

The currency is the euro. Cards are widely accepted, but keep some cash for buses, beach bars and small shops.

## Tourist tax

Hotels charge a city tax of a few euros per person per night, paid on departure.

## Tipping

Not expected, but appreciated: round up in bars, leave 5–10% for good service in restaurants.

## Emergencies

- **112**: all emergencies
- **118**: medical emergencies
- Pharmacies show a green cross; the one on duty at night is listed on every pharmacy door.

## What to pack

Comfortable shoes (steps everywhere), swimwear, a light jacket for evenings on the water, and sunscreen.`,
  },
  {
    slug: 'contact',
    category: 'information',
    title: 'Contact Us',
    metaDescription: 'Questions about a tour or a booking request? Write or call the Costiera team in Sorrento; we answer within a day.',
    published: true,
    content: `We are a small team based in **Sorrento**, and every provider on this site is someone we know personally.

- **Email:** [hello@costiera.example.com](mailto:hello@costiera.example.com)
- **Phone:** [+39 081 000 0000](tel:+390810000000) (9:00–19:00, Monday to Saturday)
- **Office:** Corso Italia 1, 80067 Sorrento (NA), Italy

About a booking request you sent? Reply to the confirmation email and the provider will see your message too.`,
  },
  {
    slug: 'about-us',
    category: 'information',
    title: 'About Costiera',
    metaDescription: 'Costiera connects travellers with verified local providers of boat tours, excursions, cooking classes, transfers and rentals.',
    published: true,
    content: `Costiera began with a simple idea: the best days on this coast are spent with the people who live here.

We personally meet every skipper, guide, cook and driver listed on the site. **No online payment** is taken here: you send a request, the provider confirms it, and you pay them directly.

*Made with love on Capri.*`,
  },
  {
    slug: 'privacy-policy',
    category: 'information',
    title: 'Privacy Policy',
    metaDescription: 'How Costiera uses the personal data you send with a booking request, and your rights under the GDPR.',
    published: true,
    content: `When you send a booking request we store your name, email, phone (if given), the date, the number of people and your message, and share them **only** with the provider of that tour, so they can answer you.

We keep requests for up to 24 months. You may ask to see, correct or delete your data at any time by writing to [privacy@costiera.example.com](mailto:privacy@costiera.example.com).`,
  },
  {
    slug: 'terms',
    category: 'information',
    title: 'Terms of Use',
    metaDescription: 'How booking requests work on Costiera: the provider confirms, you pay the provider directly, and each tour states its cancellation terms.',
    published: true,
    content: `## Booking requests

Costiera does not sell tours: it passes your **booking request** to the local provider who runs the tour. A request is not a booking until **the provider confirms it**; we email you as soon as they answer. If the provider does not answer in time, the request expires and we tell you.

## Payment

**No online payment** is taken on this site, and nothing is charged when you send a request. You pay **the provider directly**, in the way they tell you when they confirm (usually on the day, in cash or by card).

## Cancellation

Each tour's page states its cancellation terms; tours marked *Free cancellation* can be cancelled at no cost. You can cancel a request that is still waiting from the link in your acknowledgement email; to change or cancel a confirmed booking, reply to the confirmation email and the provider will see your message.

## Your data

How we use what you send is in our [Privacy Policy](/pages/privacy-policy).`,
  },
  {
    slug: 'winter-opening-times',
    category: 'information',
    title: 'Winter Opening Times',
    metaDescription: 'Which tours, ferries and restaurants run between November and March on the Sorrento coast.',
    published: false,
    content: `Draft: to be completed with the providers' winter schedules.

- Boat tours: weekends only, weather permitting
- Cooking classes: all year
- Transfers: all year`,
  },
];
