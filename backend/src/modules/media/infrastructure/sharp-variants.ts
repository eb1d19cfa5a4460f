import sharp, { type OutputInfo, type Raw, type Sharp } from 'sharp';
import { media } from '@costiera/contracts';
import { hasOwnShareImage, plannedWidths, type Recipe } from '../domain/recipe';

// The worker renders one photo at a time on one core (it is given one: docs/adr/0005): one libvips
// thread, and no operation cache (each photo is read once), keep its memory to the photo at hand.
sharp.concurrency(1);
sharp.cache(false);

/** One encoded variant: its file name (`v<recipe>-<width>.<ext>`) and bytes. */
export interface VariantFile {
  readonly file: string;
  readonly width: number;
  readonly format: media.VariantFormat;
  readonly bytes: Buffer;
}

export interface RenderedSet {
  /** The original's dimensions as shown (after orientation). */
  readonly width: number;
  readonly height: number;
  /** The responsive widths made, ascending. */
  readonly widths: number[];
  readonly files: VariantFile[];
}

/**
 * Every variant of one photo by `recipe`. The original is decoded once, oriented and shrunk on
 * load to the widest output; each narrower width is resized from the one above it, so no step
 * reads more pixels than it needs. Nothing of the original's metadata (EXIF, XMP, GPS, ICC) is
 * carried over: the pixels are converted to sRGB and written bare.
 */
export async function renderVariants(original: Buffer, recipe: Recipe): Promise<RenderedSet> {
  const source = sharp(original, { limitInputPixels: media.PHOTO_MAX_PIXELS, failOn: 'error' }).autoOrient();
  const meta = await sharp(original, { limitInputPixels: media.PHOTO_MAX_PIXELS }).metadata();
  const width = meta.autoOrient.width;
  const height = meta.autoOrient.height;
  const widths = plannedWidths(recipe, width);
  const share = hasOwnShareImage(recipe, widths, width) ? [recipe.shareWidth] : [];
  const steps = [...new Set([...widths, ...share])].sort((a, b) => b - a);
  const files: VariantFile[] = [];
  let current = await source
    .resize({ width: steps[0], withoutEnlargement: true })
    .toColourspace('srgb')
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  for (const step of steps) {
    if (current.info.width !== step) {
      current = await sharp(current.data, { raw: rawOf(current.info) })
        .resize({ width: step })
        .raw()
        .toBuffer({ resolveWithObject: true });
    }
    const formats: readonly media.VariantFormat[] = widths.includes(step) ? recipe.formats : ['jpeg'];
    for (const format of formats) {
      const bytes = await encode(sharp(current.data, { raw: rawOf(current.info) }), format, recipe);
      files.push({ file: media.variantFileName(recipe.version, step, format), width: step, format, bytes });
    }
  }
  return { width, height, widths, files };
}

function rawOf(info: OutputInfo): Raw {
  return { width: info.width, height: info.height, channels: info.channels as 1 | 2 | 3 | 4 };
}

function encode(image: Sharp, format: media.VariantFormat, recipe: Recipe): Promise<Buffer> {
  switch (format) {
    case 'avif':
      return image.avif({ quality: recipe.quality.avif, effort: recipe.avifEffort, chromaSubsampling: '4:2:0' }).toBuffer();
    case 'webp':
      return image.webp({ quality: recipe.quality.webp, effort: recipe.webpEffort }).toBuffer();
    case 'jpeg':
      return image.jpeg({ quality: recipe.quality.jpeg, mozjpeg: recipe.mozjpeg, progressive: true, optimiseCoding: true }).toBuffer();
  }
}
