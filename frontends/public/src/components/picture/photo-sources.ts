import { media } from '@costiera/contracts';

/** An uploaded photo whose variants have been rendered: what a `<picture>` can offer. */
export type RenderedPhoto = media.PublicPhoto & { variants: media.PhotoVariants };

/** The uploaded photo at `url` among `photos`, once its variants exist (until then, and for a pasted URL, the plain image). */
export function renderedPhoto(photos: readonly media.PublicPhoto[] | undefined, url: string | undefined): RenderedPhoto | undefined {
  return photos?.find((p): p is RenderedPhoto => p.url === url && p.variants !== null);
}

export const variantOf = (photo: RenderedPhoto, width: number, format: media.VariantFormat) =>
  media.variantPath(photo.url.slice(photo.url.lastIndexOf('/') + 1), photo.variants.recipe, width, format);

/** Every width of one format, for `srcset`. */
export function srcsetOf(photo: RenderedPhoto, format: media.VariantFormat): string {
  return photo.variants.widths.map((w) => `${variantOf(photo, w, format)} ${w}w`).join(', ');
}

/** What a browser without `srcset` shows: the first width of at least 640 pixels (a phone's screen), or the widest there is. */
export function fallbackSrc(photo: RenderedPhoto, format: media.VariantFormat = 'jpeg'): string {
  const { widths } = photo.variants;
  return variantOf(photo, widths.find((w) => w >= 640) ?? widths[widths.length - 1]!, format);
}
