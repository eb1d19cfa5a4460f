import * as t from 'io-ts';
import { closed, nullable, text } from '../codecs';
import { route } from '../http';

/** What an upload accepts, decided from the file's bytes (never its name or declared type). */
export const PHOTO_FORMATS = ['jpeg', 'png', 'webp', 'avif'] as const;
export const PHOTO_MAX_BYTES = 20 * 1024 * 1024;
export const PHOTO_MAX_PIXELS = 40_000_000;

/** The variants' formats, best first: `<picture>` offers them in this order. */
export const VARIANT_FORMATS = ['avif', 'webp', 'jpeg'] as const;
export type VariantFormat = (typeof VARIANT_FORMATS)[number];
const EXTENSION: Record<VariantFormat, string> = { avif: 'avif', webp: 'webp', jpeg: 'jpg' };
export const VARIANT_TYPES: Record<VariantFormat, string> = { avif: 'image/avif', webp: 'image/webp', jpeg: 'image/jpeg' };

/** An uploaded photo's address, what a tour's `images` list or an article's `featured_image` holds. */
export const PHOTO_PATH_PATTERN = /^\/media\/photos\/([0-9a-f]{64})$/;
export const photoPath = (id: string) => `/media/photos/${id}`;
/** One rendered variant: never changes once written, so it is served with an immutable cache. */
export const variantPath = (id: string, recipe: number, width: number, format: VariantFormat) => `/media/photos/${id}/v${recipe}-${width}.${EXTENSION[format]}`;

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
export const uploadPhoto = route({ name: 'media.admin.upload-photo', method: 'POST', path: '/api/admin/photos', access: 'admin', response: Photo });
