import { catalog } from '@costiera/contracts';

const { TOUR_CATEGORY_GROUPS } = catalog;

/**
 * The public list's category filter: a category slug (`private-boat-tour`, ...) or one of
 * the list menu's groups (contracts' TOUR_CATEGORY_GROUPS: boat-tours = both boat-tour
 * categories; excursions = shore excursions, cooking classes and private transfers, all
 * private services on land; rentals = scooter rental). 'all' or empty: no filter.
 */
export function categorySlugsFor(value: string | undefined): string[] | null {
  if (!value || value === 'all') return null;
  const group = (TOUR_CATEGORY_GROUPS as Record<string, readonly string[]>)[value];
  return group ? [...group] : [value];
}

/**
 * The public list's location filter. The hero's departures (sorrento, positano, amalfi,
 * capri, naples) and the home page's destination ids map to the tour locations they cover
 * (compared with lower-case, accent-free locations):
 *   capri -> Capri              amalfi-coast -> Amalfi, Positano
 *   sorrento -> Sorrento        pompeii-vesuvius -> Pompeii
 *   naples -> Naples            ischia -> Ischia, procida -> Procida
 * Any other value matches a tour location equal to it (ignoring case and accents).
 */
export const LOCATION_AREAS: Readonly<Record<string, readonly string[]>> = {
  sorrento: ['sorrento'],
  positano: ['positano'],
  amalfi: ['amalfi'],
  capri: ['capri'],
  naples: ['naples'],
  ischia: ['ischia'],
  procida: ['procida'],
  'amalfi-coast': ['amalfi', 'positano'],
  'pompeii-vesuvius': ['pompeii'],
};

export type LocationFilter = { readonly areas: readonly string[] } | { readonly exact: string } | null;

export function locationFilterFor(value: string | undefined): LocationFilter {
  if (!value || value === 'all') return null;
  const areas = LOCATION_AREAS[value.toLowerCase()];
  return areas ? { areas } : { exact: value };
}
