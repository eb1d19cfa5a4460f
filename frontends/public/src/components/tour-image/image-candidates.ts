import { catalog } from '@costiera/contracts';

/** The fixed set of category images the site ships, with a generic one for any other category. */
export function categoryImageFor(category: string): string {
  const known = (catalog.TOUR_CATEGORIES as readonly string[]).includes(category);
  return `/images/categories/${known ? category : 'default'}.jpg`;
}

/**
 * SPEC section 4, card image: the tour's first image, then its category's default image;
 * when both fail the card says 'Image not available'. A tour without images starts at the
 * category image.
 */
export function imageCandidates(images: readonly string[], category: string): string[] {
  const first = images.find((src) => src.trim() !== '');
  const fallback = categoryImageFor(category);
  return first && first !== fallback ? [first, fallback] : [fallback];
}
