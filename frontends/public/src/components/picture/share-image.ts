import { media } from '@costiera/contracts';
import { variantOf, type RenderedPhoto } from './photo-sources';

/**
 * The JPEG made for link previews (Open Graph, JSON-LD), with its size: 1200 pixels wide, or the
 * whole width of a narrower original (its widest variant); none before the photo is rendered.
 * A module of its own: only the pages that name a preview load it, not the first view's chunk.
 */
export function shareImageOf(photo: media.PublicPhoto | null | undefined): { url: string; width: number; height: number } | null {
  if (!photo?.variants) return null;
  const width = Math.min(media.SHARE_WIDTH, photo.width);
  return { url: variantOf(photo as RenderedPhoto, width, 'jpeg'), width, height: Math.round((width * photo.height) / photo.width) };
}
