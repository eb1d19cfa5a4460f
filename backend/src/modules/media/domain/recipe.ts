import { media } from '@costiera/contracts';

type VariantFormat = media.VariantFormat;

/**
 * How a photo's variants are made. Pages name a variant by the recipe's version, so a new
 * version (other widths, formats or settings) makes a new set beside the old one; the worker
 * re-renders every photo in the background and a photo's pages move to the new set only once it
 * is whole. Change `version` with any other field.
 */
export interface Recipe {
  readonly version: number;
  /** The responsive widths, ascending; none is wider than the original. */
  readonly widths: readonly number[];
  readonly formats: readonly VariantFormat[];
  /** The Open Graph / JSON-LD JPEG's width (where the original is at least that wide). */
  readonly shareWidth: number;
  readonly quality: Readonly<Record<VariantFormat, number>>;
  /** AVIF's encoder effort (0-9): its time grows fastest with it. */
  readonly avifEffort: number;
  /** WebP's encoder effort (0-6). */
  readonly webpEffort: number;
  /** JPEG through mozjpeg's trellis quantisation: smaller files, about three times the encoding time. */
  readonly mozjpeg: boolean;
}

export const RECIPE: Recipe = {
  version: 1,
  widths: [320, 640, 960, 1280, 1920],
  formats: media.VARIANT_FORMATS,
  shareWidth: media.SHARE_WIDTH,
  quality: { avif: 48, webp: 72, jpeg: 78 },
  avifEffort: 0,
  webpEffort: 1,
  mozjpeg: true,
};

/**
 * The responsive widths one photo gets, each in every format: the recipe's widths up to the
 * original's, and the original's own width where it is narrower than the widest.
 */
export function plannedWidths(recipe: Recipe, originalWidth: number): number[] {
  const widths = new Set(recipe.widths.filter((w) => w <= originalWidth));
  if (originalWidth < recipe.widths[recipe.widths.length - 1]!) widths.add(originalWidth);
  return [...widths].sort((a, b) => a - b);
}

/** Whether the share JPEG is a variant of its own (the original reaches its width and no responsive width is it). */
export function hasOwnShareImage(recipe: Recipe, widths: readonly number[], originalWidth: number): boolean {
  return originalWidth >= recipe.shareWidth && !widths.includes(recipe.shareWidth);
}
