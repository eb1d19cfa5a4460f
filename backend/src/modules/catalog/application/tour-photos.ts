import type { media } from '@costiera/contracts';

/** The uploaded photos among a tour's images, in the images' order; pasted URLs have none. */
export function photosAmong(images: readonly string[], found: ReadonlyMap<string, media.PublicPhoto>): media.PublicPhoto[] {
  return images.flatMap((url) => found.get(url) ?? []);
}
