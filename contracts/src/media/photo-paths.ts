/*
 * Plain values, no codec: the public pages build their `<picture>` sources from these on their
 * first view, which must not load io-ts with them (docs/adr/0013-public-javascript-budget.md).
 */

/** The variants' formats, best first: `<picture>` offers them in this order. */
export const VARIANT_FORMATS = ['avif', 'webp', 'jpeg'] as const;
export type VariantFormat = (typeof VARIANT_FORMATS)[number];
const EXTENSION: Record<VariantFormat, string> = { avif: 'avif', webp: 'webp', jpeg: 'jpg' };
export const VARIANT_TYPES: Record<VariantFormat, string> = { avif: 'image/avif', webp: 'image/webp', jpeg: 'image/jpeg' };

/** An uploaded photo's address, what a tour's `images` list or an article's `featured_image` holds. */
export const PHOTO_PATH_PATTERN = /^\/media\/photos\/([0-9a-f]{64})$/;
export const photoPath = (id: string) => `/media/photos/${id}`;
/** One rendered variant: never changes once written, so it is served with an immutable cache. */
export const variantPath = (id: string, recipe: number, width: number, format: VariantFormat) => `/media/photos/${id}/${variantFileName(recipe, width, format)}`;
/** A variant's file name beside its photo's others. */
export const variantFileName = (recipe: number, width: number, format: VariantFormat) => `v${recipe}-${width}.${EXTENSION[format]}`;

/**
 * The width of the JPEG that Open Graph and JSON-LD name. Where the original is narrower, the
 * widest rendered JPEG stands in (`shareImagePath`).
 */
export const SHARE_WIDTH = 1200;

/**
 * The JPEG a share card (Open Graph, JSON-LD) names: the SHARE_WIDTH one where the original is at
 * least that wide, else the widest rendered; null until rendered.
 */
export function shareImagePath(photo: { readonly url: string; readonly width: number; readonly variants: { readonly recipe: number; readonly widths: readonly number[] } | null }): string | null {
  const id = PHOTO_PATH_PATTERN.exec(photo.url)?.[1];
  if (!id || !photo.variants || photo.variants.widths.length === 0) return null;
  const width = photo.width >= SHARE_WIDTH ? SHARE_WIDTH : photo.variants.widths[photo.variants.widths.length - 1]!;
  return variantPath(id, photo.variants.recipe, width, 'jpeg');
}
