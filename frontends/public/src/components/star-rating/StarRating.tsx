import { SOURCE_LANGUAGE } from '@costiera/contracts';
import { useI18n, type I18n } from '../../i18n/i18n';
import './star-rating.css';

interface Props {
  rating: string | number;
  reviewCount?: number;
  /** Larger on the detail page header. */
  size?: 'small' | 'large';
}

const oneDecimal = new Map<string, Intl.NumberFormat>();
/** 4.8 in English, 4,8 in Italian. English by hand: a page's first Intl number format loads locale data, and the home page shows 24 ratings. */
function ratingText(i18n: I18n, value: number): string {
  if (i18n.language === SOURCE_LANGUAGE) return value.toFixed(1);
  let format = oneDecimal.get(i18n.locale);
  if (!format) oneDecimal.set(i18n.locale, (format = new Intl.NumberFormat(i18n.locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 })));
  return format.format(value);
}

/** '★ 4.8 (126 reviews)': the number is the text, the star is decoration. */
export function StarRating({ rating, reviewCount, size = 'small' }: Props) {
  const i18n = useI18n();
  const value = Number(rating);
  const shown = ratingText(i18n, Number.isFinite(value) ? value : 0);
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
