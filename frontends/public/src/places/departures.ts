import type { MessageId } from '../i18n/catalogue';

/** The places tours depart from: the hero's departure select and the list's location filter (their names are catalogue ids: Naples is Napoli in Italian). */
export const DEPARTURES: ReadonlyArray<{ value: string; label: MessageId }> = [
  { value: 'sorrento', label: 'place.sorrento.name' },
  { value: 'positano', label: 'place.positano.name' },
  { value: 'amalfi', label: 'place.amalfi.name' },
  { value: 'capri', label: 'place.capri.name' },
  { value: 'naples', label: 'place.naples.name' },
];

/** 'amalfi-coast' -> 'Amalfi Coast', for values that arrive in a URL but are not in a list. */
export function labelFromSlug(slug: string): string {
  return slug
    .split('-')
    .filter(Boolean)
    .map((w) => w[0]!.toUpperCase() + w.slice(1))
    .join(' ');
}
