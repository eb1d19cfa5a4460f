/** Demo articles (Markdown). Two are drafts, to show the Draft state in the admin list. */
export interface DemoArticle {
  readonly slug: string;
  readonly category: string;
  readonly title: string;
  readonly excerpt: string;
  readonly featuredImage: string | null;
  readonly published: boolean;
  readonly content: string;
}

export const DEMO_ARTICLES: DemoArticle[] = [
  {
    slug: 'capri-in-one-day',
    category: 'destinations',
    title: 'Capri in One Day: How to See the Best of the Island',
    excerpt: 'Boat or ferry, Blue Grotto or Monte Solaro: a realistic plan for a single day on Capri, from the first boat to the last.',
    featuredImage: '/images/tours/capri-faraglioni-day.jpg',
    published: true,
    content: `Capri rewards an early start. The first ferries from Sorrento leave around 7:30, and the island is at its quietest before the day-trippers arrive at ten.

## Morning: go around the island by boat

The best introduction to Capri is from the sea. A **boat tour around the island** takes two to three hours and passes the *Faraglioni* rocks, the Green and White Grottoes and the lighthouse of Punta Carena. If the sea is calm and the queue is short, the boatmen of the **Blue Grotto** row you in through an opening barely a metre high.

> Tip: the Blue Grotto closes when the sea is rough, often without notice. Treat it as a bonus, not the reason for the trip.

## Lunch: Capri or Anacapri?

- **Capri town** is glamorous and busy: have a coffee in the Piazzetta, then walk to the *Gardens of Augustus*.
- **Anacapri** is calmer: try *ravioli capresi* at a family trattoria, then take the chairlift up **Monte Solaro**, the highest point of the island.

## Afternoon: a walk and a swim

Walk the easy path to the *Arco Naturale* or down Via Krupp to Marina Piccola for a swim. Be back at Marina Grande half an hour before your boat: the funicular queue can be long at five.

Want to do it the easy way? See our [boat tours to Capri](/tours?destination=capri).`,
  },
  {
    slug: 'amalfi-coast-by-bus-boat-or-car',
    category: 'travel-tips',
    title: 'Getting Around the Amalfi Coast: Bus, Boat or Car?',
    excerpt: 'The coast road is beautiful and famously slow. Here is how to choose between the SITA bus, the ferries and a private driver.',
    featuredImage: '/images/tours/amalfi-coast-day.jpg',
    published: true,
    content: `The Amalfi Drive is one of the most beautiful roads in the world, and in July one of the slowest.

## The bus

The **SITA SUD** buses connect Sorrento, Positano and Amalfi all day. Tickets are cheap and sold in tobacconists (*tabacchi*), not on board. The catch: in summer the buses fill up at the first stop, and you may stand for an hour of hairpin bends.

## The ferry

From April to October, ferries link **Sorrento, Positano, Amalfi and Salerno**. They are faster than the road, the views are better, and nobody gets car-sick on a calm day. Buy tickets at the port kiosks or online.

## A private driver

With luggage, children or a tight schedule, a [private transfer](/tours?category=private-transfer) takes the stress away: the driver knows where to stop and where you can't.

## Our advice

| Trip | Best choice |
| --- | --- |
| Sorrento to Positano | Ferry in summer, bus in winter |
| Positano to Amalfi | Ferry |
| Airport to your hotel | Private transfer |
| Ravello | Bus from Amalfi (25 minutes) |`,
  },
  {
    slug: 'what-to-eat-in-sorrento',
    category: 'food-and-wine',
    title: 'What to Eat in Sorrento: Ten Dishes You Should Not Miss',
    excerpt: 'From gnocchi alla sorrentina to delizia al limone: the dishes of the peninsula, and where the locals eat them.',
    featuredImage: '/images/tours/sorrento-lemons.jpg',
    published: true,
    content: `The Sorrento peninsula eats well: lemons, olive oil, fior di latte from the hills, and fish from the gulf.

1. **Gnocchi alla sorrentina**: potato gnocchi baked with tomato, mozzarella and basil.
2. **Spaghetti alle vongole**: clams, garlic, olive oil and parsley. Nothing else.
3. **Ndunderi**: ricotta dumplings, an ancient recipe from nearby Minori.
4. **Provolone del Monaco**: a cheese aged in the caves of the Lattari mountains.
5. **Fior di latte**: mozzarella made with cow's milk; eat it the day it is made.
6. **Totani e patate**: squid stewed with potatoes, a fisherman's dish.
7. **Pizza**: Naples is forty minutes away, and it shows.
8. **Delizia al limone**: a sponge dome filled and covered with lemon cream.
9. **Granita al limone**: the best remedy for an August afternoon.
10. **Limoncello**: served ice cold after dinner, made from the thick-skinned *Ovale di Sorrento* lemon.

Want to cook them yourself? Join a [cooking class in a lemon grove](/tours?category=cooking-class).`,
  },
  {
    slug: 'pompeii-practical-guide',
    category: 'travel-tips',
    title: 'Visiting Pompeii: A Practical Guide',
    excerpt: 'Tickets, entrances, how long to stay and what not to miss in the ancient city buried by Vesuvius in 79 AD.',
    featuredImage: '/images/tours/pompeii-ruins.jpg',
    published: true,
    content: `Pompeii is huge: 66 hectares, of which about two thirds are excavated. Plan at least three hours.

## Getting there

The **Circumvesuviana** train from Sorrento or Naples stops at *Pompei Scavi - Villa dei Misteri*, right in front of the Porta Marina entrance.

## What to see

- The **Forum**, the civic heart of the town
- The **Stabian Baths**, with their original stucco ceilings
- The **House of the Faun** and the **House of the Vettii**
- The **Lupanar** (yes, that one)
- The **plaster casts** of the victims, the most moving sight of all

## Tips

- Bring water and a hat: there is little shade.
- Wear good shoes: the Roman streets are uneven.
- A guide makes all the difference. Consider a [private guided tour](/tours?destination=pompeii-vesuvius).`,
  },
  {
    slug: 'positano-beyond-the-postcard',
    category: 'destinations',
    title: 'Positano Beyond the Postcard',
    excerpt: 'Quiet beaches, the Path of the Gods and the village of Nocelle: Positano when you step away from the main beach.',
    featuredImage: '/images/tours/positano-village-dusk.jpg',
    published: true,
    content: `Everyone knows the view of Positano tumbling down to the sea. Fewer know what lies beyond it.

## Fornillo beach

A ten-minute walk west of the Spiaggia Grande, along a path cut in the cliff, **Fornillo** is smaller, calmer and cheaper.

## Nocelle and the Path of the Gods

High above the town, the hamlet of **Nocelle** is the end of the *Sentiero degli Dei*, the most famous walk on the coast. Walk it from Bomerano for three hours of views, or simply take the local bus up to Nocelle for lunch.

## From the sea

Positano's best views are from a boat: the town from the water at sunset is something you will remember.`,
  },
  {
    slug: 'best-time-to-visit-the-sorrento-coast',
    category: 'travel-tips',
    title: 'The Best Time to Visit the Sorrento Coast',
    excerpt: 'Spring, summer or autumn? Weather, crowds, prices and what is open, month by month.',
    featuredImage: null,
    published: false,
    content: `## April and May

Lemon blossom, wildflowers and comfortable walking weather. Ferries start running on the Amalfi Coast around Easter.

## June to August

Hot, busy and lively. Book boats and classes well ahead, and plan beach time for the mornings.

## September and October

The sea is at its warmest, the crowds thin out and the grape harvest begins. Our favourite months.

## November to March

Many hotels close, ferries are few, but Naples and Sorrento stay open and the light is beautiful.`,
  },
  {
    slug: 'ischia-and-procida-the-other-islands',
    category: 'destinations',
    title: 'Ischia and Procida: the Other Islands of the Gulf',
    excerpt: 'Hot springs, castles and the pastel houses of Procida: why the two islands deserve a day of your trip.',
    featuredImage: '/images/tours/procida-harbour.jpg',
    published: false,
    content: `Capri gets the fame; **Ischia** and **Procida** get the locals.

- On **Ischia**, soak in the thermal gardens, walk across the causeway to the Aragonese Castle and have dinner in Sant'Angelo.
- On **Procida**, the smallest island of the gulf, wander the Marina Corricella, with its houses painted in every colour.

Ferries leave from Naples (Molo Beverello and Calata Porta di Massa) and Pozzuoli.`,
  },
];
