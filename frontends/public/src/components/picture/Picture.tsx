import type { Ref } from 'react';
import { photoImage, photoSources, type RenderedPhoto } from './photo-sources';

interface Props {
  photo: RenderedPhoto;
  /** The layout's width of the image (the card's, the gallery's...): the browser picks a width from it. */
  sizes: string;
  alt: string;
  /** The page's largest paint: loaded at once with high priority; otherwise lazily. */
  eager?: boolean;
  className?: string;
  imgRef?: Ref<HTMLImageElement>;
}

/**
 * An uploaded photo as `<picture>`: AVIF, then WebP, then the JPEG of the `<img>` (the first
 * format the browser takes wins), each at every rendered width. Its width and height give the
 * image its ratio before it arrives, so nothing moves. (The tour image builds the same from the
 * same parts, with its fallback chain.)
 */
export function Picture({ photo, sizes, alt, eager = false, className, imgRef }: Props) {
  return (
    <picture>
      {photoSources(photo, sizes)}
      <img ref={imgRef} className={className} {...photoImage(photo, sizes)} alt={alt} decoding="async" loading={eager ? 'eager' : 'lazy'} fetchPriority={eager ? 'high' : undefined} />
    </picture>
  );
}
