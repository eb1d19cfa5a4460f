/**
 * The Open Graph size of the page's preview image, so a sharing site lays the card out before it
 * has the image. Written after kit's PageMeta (React hoists both into the head in render order),
 * so these follow the og:image they describe; from the pages that share a photo, not from the
 * first view's chunk.
 */
export function ShareImageSize({ width, height }: { width: number; height: number }) {
  return (
    <>
      <meta property="og:image:width" content={String(width)} />
      <meta property="og:image:height" content={String(height)} />
    </>
  );
}
