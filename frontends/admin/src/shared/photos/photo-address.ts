import { media } from '@costiera/contracts';

/** The id of an uploaded photo from its address (`/media/photos/<id>`), or null for an external URL. */
export function uploadedPhotoId(url: string): string | null {
  return media.PHOTO_PATH_PATTERN.exec(url.trim())?.[1] ?? null;
}

/** The width a back-office thumbnail asks for: sharp on a phone or a dense screen, light everywhere. */
const THUMBNAIL_WIDTH = 640;

/**
 * What a back-office preview shows of an uploaded photo: a rendered size once the worker has
 * made one (the first at least as wide as a thumbnail needs, else the widest), the file the
 * admin picked while it has not, or nothing (null) when neither is there yet.
 */
export function photoPreviewSrc(photo: Pick<media.Photo, 'id' | 'variants'> | undefined, localUrl: string | undefined): string | null {
  const variants = photo?.variants;
  if (photo && variants && variants.widths.length > 0) {
    const width = variants.widths.find((w) => w >= THUMBNAIL_WIDTH) ?? variants.widths[variants.widths.length - 1]!;
    return media.variantPath(photo.id, variants.recipe, width, 'webp');
  }
  return localUrl ?? null;
}

/** A Markdown alt text from a file's name until the admin writes one: `blue-grotto_2.jpg` -> `blue grotto 2`. */
export function altFromFileName(name: string): string {
  return name
    .replace(/\.[^.]*$/, '')
    .replace(/[-_]+/g, ' ')
    .replace(/[[\]\\]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}
