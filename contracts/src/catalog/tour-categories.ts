/*
 * Plain values, no codec: the public pages read them on their first view, which must not
 * load io-ts and the catalog's codecs with them (docs/adr/0013-public-javascript-budget.md).
 */

/** The six public tour categories (category slugs of type tour in the seed). */
export const TOUR_CATEGORIES = [
  'private-boat-tour',
  'shared-boat-tour',
  'private-shore-excursion',
  'cooking-class',
  'private-transfer',
  'rent-scooter',
] as const;
/**
 * The groups of the public list's category filter, and the categories each covers.
 * Private transfers sit with excursions: both are private, door-to-door services on land.
 */
export const TOUR_CATEGORY_GROUPS = {
  'boat-tours': ['private-boat-tour', 'shared-boat-tour'],
  excursions: ['private-shore-excursion', 'cooking-class', 'private-transfer'],
  rentals: ['rent-scooter'],
} as const;
