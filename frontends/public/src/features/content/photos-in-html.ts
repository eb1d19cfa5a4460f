import type { media } from '@costiera/contracts';
import { fallbackSrc, renderedPhoto, SOURCE_FORMATS, srcsetOf } from '../../components/picture/photo-sources';
import { COLUMN_SIZES } from './photo-sizes';

/** An `<img>` tag of the API's sanitised HTML (its attributes double-quoted, as sanitize-html writes them). */
const IMG = /<img\b([^>]*)>/g;
const attribute = (attributes: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(attributes)?.[1];

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * The Markdown's uploaded photos as `<picture>`s (AVIF, WebP, JPEG at every rendered width, the
 * reading column's `sizes`, width and height so the text does not move, lazy), the rest of the
 * HTML as it is. The alt text the author wrote in the Markdown wins; the photo's own is used where
 * there is none. Pasted image URLs and photos not yet rendered stay plain images.
 */
export function withPictures(html: string, photos: readonly media.PublicPhoto[]): string {
  if (photos.length === 0) return html;
  return html.replace(IMG, (tag, attributes: string) => {
    const photo = renderedPhoto(photos, attribute(attributes, 'src'));
    if (!photo) return tag;
    const alt = attribute(attributes, 'alt') || escapeAttribute(photo.alt);
    const sources = SOURCE_FORMATS.map((format) => `<source type="image/${format}" srcset="${srcsetOf(photo, format)}" sizes="${COLUMN_SIZES}">`)
      .join('');
    return `<picture>${sources}<img src="${fallbackSrc(photo)}" srcset="${srcsetOf(photo, 'jpeg')}" sizes="${COLUMN_SIZES}" width="${photo.width}" height="${photo.height}" alt="${alt}" loading="lazy" decoding="async"></picture>`;
  });
}
