import { useEffect, useRef, useState } from 'react';
import type { media } from '@costiera/contracts';
import { useI18n } from '../../i18n/i18n';
import { photoImage, photoSources, renderedPhoto } from '../picture/photo-sources';
import { imageCandidates } from './image-candidates';
import { useNearViewport } from './use-near-viewport';
import './tour-image.css';

interface Props {
  images: readonly string[];
  /** The uploaded photos among `images`: one whose variants exist is offered as a `<picture>`. */
  photos?: readonly media.PublicPhoto[];
  category: string;
  /** What the image shows where no uploaded photo says it (a pasted URL, the category image). */
  alt: string;
  /** Width / height of the reserved box, so nothing shifts when the picture arrives. */
  ratio?: string;
  /** The detail page's main photo is the largest paint: load it at once, not lazily. */
  eager?: boolean;
  className?: string;
  /** The layout's width of the image (the card's, the gallery's...). */
  sizes: string;
}

/** A tour photo with the fallback chain: placeholder -> first image -> category image -> text. */
export function TourImage({ images, photos, category, alt, ratio = '4 / 3', eager = false, className, sizes }: Props) {
  const i18n = useI18n();
  const box = useRef<HTMLDivElement>(null);
  const near = useNearViewport(box, !eager);
  const candidates = imageCandidates(images, category);
  const key = candidates.join('|');
  // Which candidate to show, for these images: other images start again at the first one.
  // Kept per key and worked out while rendering, not reset by an effect after mounting: a
  // photo in the memory cache can load before the effects run, and a reset then hid it for good.
  const [attempt, setAttempt] = useState({ key, index: 0 });
  const index = attempt.key === key ? attempt.index : 0;
  // The picture that has loaded (it fades in then); another src shows the placeholder until it has.
  const [loadedSrc, setLoadedSrc] = useState<string | null>(null);

  const failed = index >= candidates.length;
  const src = near && !failed ? candidates[index] : undefined;
  const loaded = src !== undefined && loadedSrc === src;
  const photo = renderedPhoto(photos, src);
  const fail = () => setAttempt({ key, index: index + 1 });
  const shown = () => setLoadedSrc(src!);
  // A server-rendered photo may have loaded (or failed) before the page hydrated: its load event is gone.
  const img = useRef<HTMLImageElement>(null);
  useEffect(() => {
    const el = img.current;
    if (!src || !el?.complete) return;
    if (el.naturalWidth > 0) shown();
    else fail();
  }, [src, key, index]);
  const image = src ? (
    <img
      key={src}
      ref={img}
      src={src}
      {...(photo && photoImage(photo, sizes))}
      alt={photo?.alt || alt}
      decoding="async"
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : 'auto'}
      onLoad={shown}
      onError={fail}
    />
  ) : null;
  return (
    <div ref={box} className={`tour-image ${loaded ? 'is-loaded' : ''} ${className ?? ''}`} style={{ aspectRatio: ratio }} data-state={failed ? 'unavailable' : src ? 'loading' : 'placeholder'}>
      {src ? (
        // An uploaded photo is a <picture> of its variants (its own alt text, else the one given); anything else the plain image.
        photo ? (
          <picture key={src}>
            {photoSources(photo, sizes)}
            {image}
          </picture>
        ) : (
          image
        )
      ) : failed ? null : (
        // Without JavaScript nothing comes near the viewport: the browser loads the photo lazily itself
        // (an uploaded photo's address redirects to one of its JPEGs).
        <noscript>
          <img src={candidates[0]} alt={alt} decoding="async" loading="lazy" />
        </noscript>
      )}
      {failed ? <span className="tour-image__missing">{i18n.t('card.imageMissing')}</span> : null}
    </div>
  );
}
