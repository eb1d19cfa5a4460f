import { useEffect, useState, type MouseEvent } from 'react';
import { counterText, stepIndex } from './lightbox-index';
import { useDialog } from './use-dialog';
import type { media } from '@costiera/contracts';
import { Picture } from '../../../components/picture/Picture';
import { renderedPhoto } from '../../../components/picture/photo-sources';
import { useI18n } from '../../../i18n/i18n';

interface Props {
  images: readonly string[];
  /** The uploaded photos among `images`: shown at the width the screen takes. */
  photos: readonly media.PublicPhoto[];
  title: string;
  startIndex: number;
  /** The page with the lightbox at a photo (null: shut): the controls are links, so they work before and without JavaScript. */
  hrefFor(index: number | null): string;
  onClose(): void;
}

/** A link's click handled in place. */
const inPlace = (action: () => void) => (e: MouseEvent) => {
  e.preventDefault();
  action();
};

export function Lightbox({ images, photos, title, startIndex, hrefFor, onClose }: Props) {
  const i18n = useI18n();
  const [index, setIndex] = useState(startIndex);
  const ref = useDialog<HTMLDivElement>(true, onClose);
  const count = images.length;
  const go = (step: number) => setIndex((i) => stepIndex(i, step, count));
  const photo = renderedPhoto(photos, images[index]);
  const alt = i18n.t('detail.lightbox.photo', { title, number: index + 1, count });

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'ArrowLeft') go(-1);
      if (e.key === 'ArrowRight') go(1);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
    // go() only reads count, so the listener is renewed when count changes.
  }, [count]);

  return (
    <div className="lightbox" role="dialog" aria-modal="true" aria-label={i18n.t('detail.lightbox.label', { title })} ref={ref}>
      <div className="lightbox__bar">
        <span className="lightbox__counter" aria-live="polite">
          {counterText(index, count)}
        </span>
        <a href={hrefFor(null)} className="lightbox__button" onClick={inPlace(onClose)} aria-label={i18n.t('detail.lightbox.close')} data-autofocus>
          ×
        </a>
      </div>
      <div className="lightbox__stage">
        <a href={hrefFor(stepIndex(index, -1, count))} className="lightbox__button lightbox__prev" onClick={inPlace(() => go(-1))} aria-label={i18n.t('detail.lightbox.previous')}>
          ‹
        </a>
        {photo ? (
          <Picture key={photo.url} className="lightbox__image" photo={photo} sizes="100vw" alt={photo.alt || alt} eager />
        ) : (
          <img className="lightbox__image" src={images[index]} alt={alt} />
        )}
        <a href={hrefFor(stepIndex(index, 1, count))} className="lightbox__button lightbox__next" onClick={inPlace(() => go(1))} aria-label={i18n.t('detail.lightbox.next')}>
          ›
        </a>
      </div>
    </div>
  );
}
