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
