export const HERO_TABS = [
  { value: 'boat-tours', label: 'hero.tab.boatTours' },
  { value: 'activities', label: 'hero.tab.activities' },
  { value: 'transfers', label: 'hero.tab.transfers' },
] as const;
export type HeroTab = (typeof HERO_TABS)[number]['value'];

/** The tab a `?tab=` value names (the tabs are links, so the server renders the one chosen); the boat tab otherwise. */
export function heroTabFrom(value: string | null): HeroTab {
  return HERO_TABS.find((t) => t.value === value)?.value ?? 'boat-tours';
}

export interface HeroSearchInput {
  location: string;
  date: string;
  people: string;
  activity: string;
  transfer: string;
  passengers: string;
}

/**
 * Where the hero's Search button goes, as a path inside the router (which adds the page's
 * language prefix: /it/tours?... on an Italian page). The boat tab is the spec's: /tours with location,
 * date, people and category=boat-tours. The spec left the other two tabs without an
 * action; they search the matching part of the catalogue instead of doing nothing.
 */
export function heroSearchUrl(tab: HeroTab, input: HeroSearchInput): string {
  const q = new URLSearchParams();
  if (tab === 'boat-tours') {
    // All four parameters, date even when empty: the list and the detail page read them.
    q.set('location', input.location);
    q.set('date', input.date);
    q.set('people', input.people);
    q.set('category', 'boat-tours');
  } else if (tab === 'activities') {
    q.set('category', 'excursions');
    if (input.date) q.set('date', input.date);
  } else {
    q.set('category', 'private-transfer');
    q.set('people', input.passengers.replace('+', ''));
  }
  return `/tours?${q.toString()}`;
}
