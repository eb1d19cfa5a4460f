import { media } from '@costiera/contracts';

/**
 * The JPEG made for link previews (Open Graph, JSON-LD) with its size: 1200 pixels wide, or the
 * widest rendered where the original is narrower; none before the photo is rendered. A module of
 * its own: only the pages that name a preview load it, not the first view's chunk.
 */
export function shareImageOf(photo: media.PublicPhoto | null | undefined): { url: string; width: number; height: number } | null {
  const url = photo ? media.shareImagePath(photo) : null;
  if (!photo || !url) return null;
  const width = photo.width >= media.SHARE_WIDTH ? media.SHARE_WIDTH : photo.variants!.widths[photo.variants!.widths.length - 1]!;
  return { url, width, height: Math.round((width * photo.height) / photo.width) };
}
