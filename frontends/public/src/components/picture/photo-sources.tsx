import { media } from '@costiera/contracts';

/** An uploaded photo whose variants have been rendered: what a `<picture>` can offer. */
export type RenderedPhoto = media.PublicPhoto & { variants: media.PhotoVariants };

/** The uploaded photo at `url` among `photos`, once its variants exist (until then, and for a pasted URL, the plain image). */
export function renderedPhoto(photos: readonly media.PublicPhoto[] | undefined, url: string | undefined): RenderedPhoto | undefined {
  return photos?.find((p): p is RenderedPhoto => p.url === url && p.variants !== null);
}

/** A variant's address: beside its photo's (`/media/photos/<id>/v1-640.avif`). */
const variantOf = (photo: RenderedPhoto, width: number, format: media.VariantFormat) => `${photo.url}/${media.variantFileName(photo.variants.recipe, width, format)}`;

/** Every width of one format, for `srcset`. */
export function srcsetOf(photo: RenderedPhoto, format: media.VariantFormat): string {
  return photo.variants.widths.map((w) => `${variantOf(photo, w, format)} ${w}w`).join(', ');
}

/** What a browser without `srcset` shows: the first width of at least 640 pixels (a phone's screen), or the widest there is. */
export function fallbackSrc(photo: RenderedPhoto, format: media.VariantFormat = 'jpeg'): string {
  const { widths } = photo.variants;
  return variantOf(photo, widths.find((w) => w >= 640) ?? widths[widths.length - 1]!, format);
}

/** The formats a `<picture>` offers before its `<img>`'s JPEG, best first; each one's media type is `image/<format>`. */
export const SOURCE_FORMATS = media.VARIANT_FORMATS.slice(0, 2);

/** A photo's `<source>`s, AVIF then WebP, each at every rendered width. */
export function photoSources(photo: RenderedPhoto, sizes: string) {
  return SOURCE_FORMATS.map((format) => <source key={format} type={`image/${format}`} srcSet={srcsetOf(photo, format)} sizes={sizes} />);
}

/** The `<img>`'s own attributes: the JPEGs, the layout's sizes, and the photo's width and height, which give the image its ratio before it arrives. */
export const photoImage = (photo: RenderedPhoto, sizes: string) => ({ src: fallbackSrc(photo), srcSet: srcsetOf(photo, 'jpeg'), sizes, width: photo.width, height: photo.height });
