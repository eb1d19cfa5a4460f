/** A photo was stored for the first time; the worker renders its variants. */
export const PHOTO_UPLOADED = 'media.photo.uploaded.v1';
/** A photo's pages may use a new set of variants (its first, or a newer recipe's). */
export const PHOTO_RENDERED = 'media.photo.rendered.v1';
/** A photo's alt text changed in some language. */
export const PHOTO_ALT_CHANGED = 'media.photo.alt-changed.v1';
