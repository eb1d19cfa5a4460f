import { Suspense, useState, type MouseEvent } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import type { media } from '@costiera/contracts';
import { TourImage } from '../../../components/tour-image/TourImage';
import { photoIndexFrom, withPhoto } from './lightbox-index';
import { Lightbox, loadLightbox } from './on-demand-dialogs';
import { preload } from './preload-on-intent';
import { useI18n } from '../../../i18n/i18n';
// With the page, not the lightbox's code: a lightbox the server renders (?photo=) needs its styles before any JavaScript.
import './lightbox.css';

interface Props {
  images: readonly string[];
  /** The uploaded photos among `images`. */
  photos: readonly media.PublicPhoto[];
  category: string;
  title: string;
}

/** The main photo's width (tour-detail.css): the whole width on a phone, two thirds of the container beside the thumbnails. */
export const GALLERY_SIZES = '(min-width: 1240px) 800px, (min-width: 900px) 66vw, calc(100vw - 32px)';
/** A thumbnail's: a quarter of the width on a phone, a sixth beside the main photo. */
const THUMBNAIL_SIZES = '(min-width: 1240px) 196px, (min-width: 900px) 17vw, 25vw';

/** SPEC section 9: one main image and three thumbnails, then 'See all photos (n)'. */
const THUMBNAILS = 3;

/**
 * Each photo is a link to this page with ?photo=n, which the server renders with the lightbox
 * open: without JavaScript (or before it has run) a click opens the photo all the same; with
 * JavaScript the lightbox opens in place.
 */
export function Gallery({ images, photos, category, title }: Props) {
  const [searchParams, setSearchParams] = useSearchParams();
  const { pathname } = useLocation();
  const i18n = useI18n();
  const [open, setOpen] = useState<number | null>(() => photoIndexFrom(searchParams.get('photo'), images.length));
  const thumbs = images.slice(1, 1 + THUMBNAILS);
  const intent = preload(loadLightbox);
  // Plain links: the router's pathname is below the language's prefix, the address is not.
  const href = (index: number | null) => {
    const query = withPhoto(searchParams, index).toString();
    const page = i18n.path(pathname);
    return query ? `${page}?${query}` : page;
  };
  const opens = (index: number) => ({
    href: href(index),
    onClick: (e: MouseEvent) => {
      e.preventDefault();
      setOpen(index);
    },
    ...intent,
  });
  const close = () => {
    setOpen(null);
    // A lightbox the page opened with leaves the URL with it, so a reload does not open it again.
    if (searchParams.has('photo')) setSearchParams(withPhoto(searchParams, null), { replace: true });
  };
  return (
    <div className="gallery">
      {images.length > 0 ? (
        <a className="gallery__main" {...opens(0)} aria-label={i18n.t('detail.gallery.open', { number: 1, count: images.length })}>
          <TourImage images={images} photos={photos} category={category} alt={title} ratio="16 / 10" eager sizes={GALLERY_SIZES} />
        </a>
      ) : (
        <button type="button" className="gallery__main" disabled aria-label={i18n.t('detail.gallery.none')}>
          <TourImage images={images} photos={photos} category={category} alt={title} ratio="16 / 10" eager sizes={GALLERY_SIZES} />
        </button>
      )}
      {images.length > 1 ? (
        <div className="gallery__thumbs">
          {thumbs.map((src, i) => (
            <a key={src + i} className="gallery__thumb" {...opens(i + 1)} aria-label={i18n.t('detail.gallery.open', { number: i + 2, count: images.length })}>
              <TourImage images={[src]} photos={photos} category={category} alt="" ratio="4 / 3" sizes={THUMBNAIL_SIZES} />
            </a>
          ))}
          <a className="gallery__all" {...opens(0)}>
            {i18n.t('detail.gallery.all', { count: images.length })}
          </a>
        </div>
      ) : null}
      {open !== null ? (
        <Suspense fallback={null}>
          <Lightbox images={images} photos={photos} title={title} startIndex={open} hrefFor={href} onClose={close} />
        </Suspense>
      ) : null}
    </div>
  );
}
