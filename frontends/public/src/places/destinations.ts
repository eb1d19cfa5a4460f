import type { DestinationId } from '@costiera/contracts';
import type { MessageId } from '../i18n/catalogue';

/**
 * The seven destinations of 'Discover other destinations' and /destinations/{id}. Their words
 * are catalogue ids: name and tagline in the site's area (the home page's cards), the longer
 * texts in the destinations pages' own area.
 */
export interface Destination {
  id: DestinationId;
  name: MessageId;
  tagline: MessageId;
  description: MessageId;
  /** 'in Capri', 'a Capri': the place after "Tours ...", as each language puts it. */
  where: MessageId;
  /** Card colours: destinations carry no photos of their own, so each gets a sea-and-sky gradient. */
  tint: [string, string];
}

export const DESTINATIONS: readonly Destination[] = [
  {
    id: 'capri',
    name: 'place.capri.name',
    tagline: 'place.capri.tagline',
    description: 'destinations.capri.description',
    where: 'destinations.capri.where',
    tint: ['#0b5c7a', '#35a7c9'],
  },
  {
    id: 'amalfi-coast',
    name: 'place.amalfiCoast.name',
    tagline: 'place.amalfiCoast.tagline',
    description: 'destinations.amalfiCoast.description',
    where: 'destinations.amalfiCoast.where',
    tint: ['#b9532f', '#f4a259'],
  },
  {
    id: 'sorrento',
    name: 'place.sorrento.name',
    tagline: 'place.sorrento.tagline',
    description: 'destinations.sorrento.description',
    where: 'destinations.sorrento.where',
    tint: ['#a07d12', '#f2c230'],
  },
  {
    id: 'naples',
    name: 'place.naples.name',
    tagline: 'place.naples.tagline',
    description: 'destinations.naples.description',
    where: 'destinations.naples.where',
    tint: ['#5b3b8c', '#9c7bd1'],
  },
  {
    id: 'ischia',
    name: 'place.ischia.name',
    tagline: 'place.ischia.tagline',
    description: 'destinations.ischia.description',
    where: 'destinations.ischia.where',
    tint: ['#2f7a4f', '#6cc08b'],
  },
  {
    id: 'procida',
    name: 'place.procida.name',
    tagline: 'place.procida.tagline',
    description: 'destinations.procida.description',
    where: 'destinations.procida.where',
    tint: ['#c2416b', '#f08aa8'],
  },
  {
    id: 'pompeii-vesuvius',
    name: 'place.pompeiiVesuvius.name',
    tagline: 'place.pompeiiVesuvius.tagline',
    description: 'destinations.pompeiiVesuvius.description',
    where: 'destinations.pompeiiVesuvius.where',
    tint: ['#4a4f57', '#8d949e'],
  },
];

export function destinationById(id: string): Destination | undefined {
  return DESTINATIONS.find((d) => d.id === id);
}
