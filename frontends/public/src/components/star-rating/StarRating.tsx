import './star-rating.css';

interface Props {
  rating: string | number;
  reviewCount?: number;
  /** Larger on the detail page header. */
  size?: 'small' | 'large';
}

/** '★ 4.8 (126 reviews)': the number is the text, the star is decoration. */
export function StarRating({ rating, reviewCount, size = 'small' }: Props) {
  const value = Number(rating);
  const shown = Number.isFinite(value) ? value.toFixed(1) : '0.0';
  return (
    <span className={`star-rating star-rating--${size}`}>
      <span className="star-rating__star" aria-hidden="true">
        ★
      </span>
      <span className="star-rating__value" aria-label={`Rated ${shown} out of 5`}>
        {shown}
      </span>
      {reviewCount !== undefined ? (
        <span className="star-rating__count">
          ({reviewCount} {reviewCount === 1 ? 'review' : 'reviews'})
        </span>
      ) : null}
    </span>
  );
}
