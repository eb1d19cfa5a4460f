import { Link } from 'react-router-dom';
import type { catalog } from '@costiera/contracts';
import { priceUnitFor } from '@costiera/kit';
import { useI18n } from '../../i18n/i18n';
import { StarRating } from '../star-rating/StarRating';
import { TourImage } from '../tour-image/TourImage';
import './tour-card.css';

/**
 * A card's image width, for `sizes` (tour-card.css: columns of at least 260 pixels in a container
 * of at most 1240 with 16 of padding a side): one column on a phone, up to four of about 290 pixels.
 * A little wider than the box rather than narrower: the browser then picks the next width up, never a blurred one.
 */
export const CARD_SIZES = '(min-width: 1132px) 290px, (min-width: 852px) 33vw, (min-width: 572px) 50vw, calc(100vw - 32px)';

interface Props {
  tour: catalog.TourListItem;
  /** Query string carried to the detail page (the date and people chosen in the hero search). */
  carry?: string;
  /** The first card of a list is in view at once: its photo loads right away, with high priority. */
  eager?: boolean;
  /** A line about dates ("Available on Sat 12 Jun"), from the page that lists the card. */
  note?: string;
}

export function TourCard({ tour, carry = '', eager = false, note }: Props) {
  const i18n = useI18n();
  // A tour not yet translated shows its English text: marked as such, for screen readers and translators.
  const textLang = tour.lang !== i18n.language ? tour.lang : undefined;
  const categoryLang = tour.categoryLang !== i18n.language ? tour.categoryLang : undefined;
  return (
    <article className="tour-card">
      <Link to={`/tours/${encodeURIComponent(tour.id)}${carry}`} className="tour-card__link">
        <div className="tour-card__media">
          <TourImage images={tour.images} photos={tour.photos} category={tour.category} alt={tour.title} sizes={CARD_SIZES} eager={eager} />
          <div className="tour-card__badges">
            <span className="badge badge--category" lang={categoryLang}>
              {tour.categoryName || tour.category}
            </span>
            {tour.isPrivate ? <span className="badge badge--private">{i18n.t('card.private')}</span> : null}
          </div>
        </div>
        <div className="tour-card__body">
          <StarRating rating={tour.rating} reviewCount={tour.reviewCount} />
          <h3 className="tour-card__title" lang={textLang}>
            {tour.title}
          </h3>
          <p className="tour-card__summary" lang={textLang}>
            {tour.shortDescription}
          </p>
          <ul className="tour-card__facts">
            <li>{tour.location}</li>
            <li lang={textLang}>{tour.duration}</li>
            <li>{i18n.t('card.max', { count: tour.maxPassengers })}</li>
          </ul>
          {note ? <p className="tour-card__dates">{note}</p> : null}
          <div className="tour-card__footer">
            <span className="tour-card__price">
              {i18n.t('card.from', { price: i18n.price(tour.priceFrom) })}{' '}
              <span className="tour-card__unit">{i18n.t('card.unit', { unit: priceUnitFor(tour.category, tour.isPrivate) })}</span>
            </span>
            {tour.freeCancellation ? <span className="badge badge--success">{i18n.t('card.freeCancellation')}</span> : null}
          </div>
        </div>
      </Link>
    </article>
  );
}
