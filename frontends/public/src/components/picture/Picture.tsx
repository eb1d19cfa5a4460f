import type { Ref } from 'react';
import { media } from '@costiera/contracts';
import { fallbackSrc, srcsetOf, type RenderedPhoto } from './photo-sources';

interface Props {
  photo: RenderedPhoto;
  /** The layout's width of the image (the card's, the gallery's...): the browser picks a width from it. */
  sizes: string;
  alt: string;
  /** The page's largest paint: loaded at once with high priority; otherwise lazily. */
  eager?: boolean;
  className?: string;
  imgRef?: Ref<HTMLImageElement>;
  onLoad?(): void;
  onError?(): void;
}

/**
 * An uploaded photo as `<picture>`: AVIF, then WebP, then the JPEG of the `<img>` (the first
 * format the browser takes wins), each at every rendered width. Its width and height give the
 * image its ratio before it arrives, so nothing moves.
 */
export function Picture({ photo, sizes, alt, eager = false, className, imgRef, onLoad, onError }: Props) {
  return (
    <picture>
      {media.VARIANT_FORMATS.slice(0, 2).map((format) => (
        <source key={format} type={media.VARIANT_TYPES[format]} srcSet={srcsetOf(photo, format)} sizes={sizes} />
      ))}
      <img
        ref={imgRef}
        className={className}
        src={fallbackSrc(photo)}
        srcSet={srcsetOf(photo, 'jpeg')}
        sizes={sizes}
        width={photo.width}
        height={photo.height}
        alt={alt}
        decoding="async"
        loading={eager ? 'eager' : 'lazy'}
        fetchPriority={eager ? 'high' : undefined}
        onLoad={onLoad}
        onError={onError}
      />
    </picture>
  );
}
