import type { DestinationId } from '@costiera/contracts';

/** The seven destinations of 'Discover other destinations' and /destinations/{id}. */
export interface Destination {
  id: DestinationId;
  name: string;
  tagline: string;
  description: string;
  /** Card colours: destinations carry no photos of their own, so each gets a sea-and-sky gradient. */
  tint: [string, string];
}

export const DESTINATIONS: readonly Destination[] = [
  {
    id: 'capri',
    name: 'Capri',
    tagline: 'Blue Grotto, Faraglioni and the Piazzetta',
    description: 'The island of limestone cliffs and sea caves, a short ferry ride from Sorrento. Circle it by boat, swim in its coves and stroll the lanes of Capri and Anacapri.',
    tint: ['#0b5c7a', '#35a7c9'],
  },
  {
    id: 'amalfi-coast',
    name: 'Amalfi Coast',
    tagline: 'Positano, Amalfi and Ravello',
    description: 'Villages stacked above the sea along one of the most beautiful coastlines in Europe, best seen from the water or on a private drive.',
    tint: ['#b9532f', '#f4a259'],
  },
  {
    id: 'sorrento',
    name: 'Sorrento',
    tagline: 'Lemon groves above the Bay of Naples',
    description: 'The natural base for the coast: boats to Capri and Positano leave from its marinas, and its kitchens teach the cooking of the region.',
    tint: ['#a07d12', '#f2c230'],
  },
  {
    id: 'naples',
    name: 'Naples',
    tagline: 'Pizza, street life and baroque churches',
    description: 'A city of food and history, with the archaeological museum, the historic centre and the waterfront of Santa Lucia.',
    tint: ['#5b3b8c', '#9c7bd1'],
  },
  {
    id: 'ischia',
    name: 'Ischia',
    tagline: 'Thermal gardens and green hills',
    description: 'The largest island of the bay, known for its hot springs, its castle on a rock and quiet beaches.',
    tint: ['#2f7a4f', '#6cc08b'],
  },
  {
    id: 'procida',
    name: 'Procida',
    tagline: 'Pastel houses and fishing harbours',
    description: 'The smallest and most colourful island of the bay, with the harbour of Marina Corricella and unhurried days.',
    tint: ['#c2416b', '#f08aa8'],
  },
  {
    id: 'pompeii-vesuvius',
    name: 'Pompeii & Vesuvius',
    tagline: 'The buried city and its volcano',
    description: 'Walk the streets of the Roman city preserved by the eruption of 79 AD, then climb to the crater of Vesuvius.',
    tint: ['#4a4f57', '#8d949e'],
  },
];

export function destinationById(id: string): Destination | undefined {
  return DESTINATIONS.find((d) => d.id === id);
}
