import { variantFileName } from './photo-paths';

/*
 * Apart from the other addresses, and built on the variant's file name only: the pages that name
 * a preview (a tour, an article) use it, and a bundle then takes it into their chunks, not into
 * the first view's.
 */

/**
 * The width of the JPEG that Open Graph and JSON-LD name. Where the original is narrower, the
 * widest rendered JPEG stands in (`shareImagePath`).
 */
export const SHARE_WIDTH = 1200;

/**
 * The JPEG a share card (Open Graph, JSON-LD) names: the SHARE_WIDTH one where the original is at
 * least that wide, else the widest rendered; null until rendered.
 */
export function shareImagePath(photo: { /** The photo's address (`photoPath`). */ readonly url: string; readonly width: number; readonly variants: { readonly recipe: number; readonly widths: readonly number[] } | null }): string | null {
  if (!photo.variants || photo.variants.widths.length === 0) return null;
  const width = photo.width >= SHARE_WIDTH ? SHARE_WIDTH : photo.variants.widths[photo.variants.widths.length - 1]!;
  return `${photo.url}/${variantFileName(photo.variants.recipe, width, 'jpeg')}`;
}
