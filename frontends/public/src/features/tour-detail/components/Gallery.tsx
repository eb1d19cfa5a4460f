import { Suspense, useState } from 'react';
import { TourImage } from '../../../components/tour-image/TourImage';
import { Lightbox, loadLightbox, preload } from './on-demand-dialogs';

interface Props {
  images: readonly string[];
  category: string;
  title: string;
}

/** SPEC section 9: one main image and three thumbnails, then 'See all photos (n)'. */
const THUMBNAILS = 3;

export function Gallery({ images, category, title }: Props) {
  const [open, setOpen] = useState<number | null>(null);
  const thumbs = images.slice(1, 1 + THUMBNAILS);
  const canOpen = images.length > 0;
  const intent = preload(loadLightbox);
  return (
    <div className="gallery">
      <button type="button" className="gallery__main" onClick={() => canOpen && setOpen(0)} {...intent} disabled={!canOpen} aria-label={canOpen ? `Open photo 1 of ${images.length}` : 'No photos yet'}>
        <TourImage images={images} category={category} alt={title} ratio="16 / 10" eager sizes="(min-width: 1024px) 760px, 100vw" />
      </button>
      {images.length > 1 ? (
        <div className="gallery__thumbs">
          {thumbs.map((src, i) => (
            <button type="button" key={src + i} className="gallery__thumb" onClick={() => setOpen(i + 1)} {...intent} aria-label={`Open photo ${i + 2} of ${images.length}`}>
              <TourImage images={[src]} category={category} alt="" ratio="4 / 3" sizes="200px" />
            </button>
          ))}
          <button type="button" className="gallery__all" onClick={() => setOpen(0)} {...intent}>
            See all photos ({images.length})
          </button>
        </div>
      ) : null}
      {open !== null ? (
        <Suspense fallback={null}>
          <Lightbox images={images} title={title} startIndex={open} onClose={() => setOpen(null)} />
        </Suspense>
      ) : null}
    </div>
  );
}
