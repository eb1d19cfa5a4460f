/** The places tours depart from: the hero's departure select and the list's location filter. */
export const DEPARTURES = [
  { value: 'sorrento', label: 'Sorrento' },
  { value: 'positano', label: 'Positano' },
  { value: 'amalfi', label: 'Amalfi' },
  { value: 'capri', label: 'Capri' },
  { value: 'naples', label: 'Naples' },
] as const;

/** 'amalfi-coast' -> 'Amalfi Coast', for values that arrive in a URL but are not in a list. */
export function labelFromSlug(slug: string): string {
  return slug
    .split('-')
    .filter(Boolean)
    .map((w) => w[0]!.toUpperCase() + w.slice(1))
    .join(' ');
}
