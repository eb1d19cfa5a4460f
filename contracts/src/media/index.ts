import * as t from 'io-ts';
import { closed, nullable, text } from '../codecs';
import { route } from '../http';

/** What an upload accepts, decided from the file's bytes (never its name or declared type). */
export const PHOTO_FORMATS = ['jpeg', 'png', 'webp', 'avif'] as const;
export const PHOTO_MAX_BYTES = 20 * 1024 * 1024;
export const PHOTO_MAX_PIXELS = 40_000_000;

export { VARIANT_FORMATS, VARIANT_TYPES, PHOTO_PATH_PATTERN, photoPath, variantPath, variantFileName, type VariantFormat } from './photo-paths';
export { SHARE_WIDTH, shareImagePath } from './share-image-path';

/** The rendered variants a page may use: the recipe they were made by and their widths (ascending). */
export const PhotoVariants = t.type({ recipe: t.number, widths: t.array(t.number) }, 'PhotoVariants');
export type PhotoVariants = t.TypeOf<typeof PhotoVariants>;

/**
 * An uploaded photo as a public page shows it: `url` is the entry of `images` (or the
 * `featured_image`) it describes, `alt` is in the reader's language (English where not written),
 * width and height are the original's after orientation; `variants` is null until the worker
 * has rendered the first set.
 */
export const PublicPhoto = t.type(
  { url: t.string, alt: t.string, width: t.number, height: t.number, variants: nullable(PhotoVariants) },
  'PublicPhoto',
);
export type PublicPhoto = t.TypeOf<typeof PublicPhoto>;

/** An uploaded photo as the back office sees it: alt text per site language (absent: not written yet). */
export const Photo = t.type(
  {
    id: t.string,
    url: t.string,
    format: t.string,
    width: t.number,
    height: t.number,
    bytes: t.number,
    alt: t.record(t.string, t.string),
    variants: nullable(PhotoVariants),
    created_at: t.string,
  },
  'Photo',
);
export type Photo = t.TypeOf<typeof Photo>;

const PhotoIdParams = t.type({ id: t.string });

/** Alt text per site language; an empty text removes that language's. */
export const PhotoAltBody = closed({ alt: t.record(t.string, text('Alt text', 300, 0)) }, {}, 'PhotoAltBody');
export type PhotoAltBody = t.TypeOf<typeof PhotoAltBody>;

export const getPhoto = route({ name: 'media.admin.get-photo', method: 'GET', path: '/api/admin/photos/:id', access: 'admin', params: PhotoIdParams, response: Photo });
export const writePhotoAlt = route({ name: 'media.admin.write-photo-alt', method: 'PUT', path: '/api/admin/photos/:id/alt', access: 'admin', params: PhotoIdParams, body: PhotoAltBody, response: Photo });

/**
 * Uploads one photo (the back office sends several files as parallel calls, each with its own
 * progress). The format is read from the bytes; a photo whose bytes were uploaded before is
 * that photo (200), a new one is 201. Refusals: 413 over PHOTO_MAX_BYTES, 415 not a JPEG, PNG,
 * WebP or AVIF image (SVG, HEIC, PDF, a file with something appended), 422 over PHOTO_MAX_PIXELS.
 */
export const uploadPhoto = route({
  name: 'media.admin.upload-photo',
  method: 'POST',
  path: '/api/admin/photos',
  access: 'admin',
  upload: {
    field: 'file',
    maxBytes: PHOTO_MAX_BYTES,
    accepts: PHOTO_FORMATS.map((f) => `image/${f}`),
    description: 'A JPEG, PNG, WebP or AVIF photo of at most 40 megapixels, decided from its bytes (never its name or declared type).',
  },
  response: Photo,
  status: 201,
  alsoAnswers: [{ status: 200, description: 'The same bytes were uploaded before: that photo' }],
});
