import { preload } from 'react-dom';
import { fallbackSrc, srcsetOf, type RenderedPhoto } from './photo-sources';

/**
 * The page's largest photo, asked for first in the server-rendered head (React writes the
 * preloads of high priority before its other head tags): one preload, of the AVIF sources, since
 * every browser that can decode AVIF takes the `<picture>`'s first source; one that cannot skips
 * a preload of a type it does not know, and loads its WebP or JPEG when it meets the `<img>`.
 * `sizes` is the `<img>`'s own, so the browser picks the same width for both and downloads it once.
 */
export function PhotoPreload({ photo, sizes }: { photo: RenderedPhoto; sizes: string }) {
  preload(fallbackSrc(photo, 'avif'), { as: 'image', type: 'image/avif', imageSrcSet: srcsetOf(photo, 'avif'), imageSizes: sizes, fetchPriority: 'high' });
  return null;
}
