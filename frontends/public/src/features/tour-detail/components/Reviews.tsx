import { useState } from 'react';
import type { catalog } from '@costiera/contracts';
import { useI18n } from '../../../i18n/i18n';

/** SPEC section 9: the first four reviews; 'More reviews' shows the rest. */
export const REVIEWS_SHOWN = 4;

export function Reviews({ reviews, loading }: { reviews: catalog.Review[] | undefined; loading: boolean }) {
  const i18n = useI18n();
  const [all, setAll] = useState(false);
  const list = reviews ?? [];
  const shown = all ? list : list.slice(0, REVIEWS_SHOWN);
  return (
    <section className="detail-section" aria-labelledby="reviews-title">
      <h2 id="reviews-title">{i18n.t('detail.reviews.title')}</h2>
      {loading ? <p className="muted">{i18n.t('detail.reviews.loading')}</p> : null}
      {!loading && list.length === 0 ? <p className="muted">{i18n.t('detail.reviews.none')}</p> : null}
      <ul className="reviews">
        {shown.map((r) => (
          <li key={r.id} className="review">
            <span className="review__avatar" aria-hidden="true">
              {r.authorInitials}
            </span>
            <div>
              <p className="review__meta">
                <span className="review__stars" aria-label={i18n.t('detail.reviews.rated', { rating: r.rating })}>
                  {'★'.repeat(Math.max(0, Math.min(5, r.rating)))}
                  <span aria-hidden="true" className="review__stars-empty">
                    {'★'.repeat(5 - Math.max(0, Math.min(5, r.rating)))}
                  </span>
                </span>
                <span>{r.authorName}</span>
                <span className="muted">{r.date}</span>
              </p>
              <h3 className="review__title">{r.title}</h3>
              <p className="review__content">{r.content}</p>
            </div>
          </li>
        ))}
      </ul>
      {!all && list.length > REVIEWS_SHOWN ? (
        <button type="button" className="btn btn--ghost" onClick={() => setAll(true)}>
          {i18n.t('detail.reviews.more')}
        </button>
      ) : null}
    </section>
  );
}
