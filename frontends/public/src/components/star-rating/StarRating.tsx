import { useI18n } from '../../i18n/i18n';
import './star-rating.css';

interface Props {
  rating: string | number;
  reviewCount?: number;
  /** Larger on the detail page header. */
  size?: 'small' | 'large';
}

/** '★ 4.8 (126 reviews)': the number is the text, the star is decoration. */
export function StarRating({ rating, reviewCount, size = 'small' }: Props) {
  const i18n = useI18n();
  const value = Number(rating);
  const shown = i18n.rating(Number.isFinite(value) ? value : 0);
  return (
    <span className={`star-rating star-rating--${size}`}>
      <span className="star-rating__star" aria-hidden="true">
        ★
      </span>
      <span className="star-rating__value" aria-label={i18n.t('rating.label', { rating: shown })}>
        {shown}
      </span>
      {reviewCount !== undefined ? <span className="star-rating__count">{i18n.t('rating.reviews', { count: reviewCount })}</span> : null}
    </span>
  );
}
