import { useEffect, useState } from 'react';
import { counterText, stepIndex } from './lightbox-index';
import { useDialog } from './use-dialog';
import './lightbox.css';

interface Props {
  images: readonly string[];
  title: string;
  startIndex: number;
  onClose(): void;
}

export function Lightbox({ images, title, startIndex, onClose }: Props) {
  const [index, setIndex] = useState(startIndex);
  const ref = useDialog<HTMLDivElement>(true, onClose);
  const count = images.length;
  const go = (step: number) => setIndex((i) => stepIndex(i, step, count));

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
    <div className="lightbox" role="dialog" aria-modal="true" aria-label={`Photos of ${title}`} ref={ref}>
      <div className="lightbox__bar">
        <span className="lightbox__counter" aria-live="polite">
          {counterText(index, count)}
        </span>
        <button type="button" className="lightbox__button" onClick={onClose} aria-label="Close" data-autofocus>
          ×
        </button>
      </div>
      <div className="lightbox__stage">
        <button type="button" className="lightbox__button lightbox__prev" onClick={() => go(-1)} aria-label="Previous photo">
          ‹
        </button>
        <img className="lightbox__image" src={images[index]} alt={`${title}, photo ${index + 1} of ${count}`} />
        <button type="button" className="lightbox__button lightbox__next" onClick={() => go(1)} aria-label="Next photo">
          ›
        </button>
      </div>
    </div>
  );
}
