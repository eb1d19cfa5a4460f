import type { catalog } from '@costiera/contracts';
import { StarRating } from '../../../components/star-rating/StarRating';
import { useI18n } from '../../../i18n/i18n';
import { langOf } from '../tour-language';

export function MeetingAndProvider({ tour }: { tour: catalog.TourDetail }) {
  const i18n = useI18n();
  const mapsUrl = `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(`${tour.meeting_point}, ${tour.location}`)}`;
  return (
    <>
      <section className="detail-section" aria-labelledby="meeting-title">
        <h2 id="meeting-title">{i18n.t('detail.meeting.title')}</h2>
        <a className="map-placeholder" href={mapsUrl} target="_blank" rel="noopener noreferrer">
          <span>{i18n.t('detail.meeting.map')}</span>
        </a>
        <p {...langOf(tour.lang, i18n)}>{tour.meeting_point}</p>
      </section>
      <section className="detail-section provider" aria-labelledby="provider-title">
        <h2 id="provider-title" className="provider__name">
          {i18n.t('detail.provider.title', { provider: tour.provider_name })}
        </h2>
        <p className="muted">{tour.location}</p>
        <p>
          {i18n.t('detail.provider.rating')} <StarRating rating={tour.provider_rating} />
        </p>
        <p className="muted">{i18n.t('detail.provider.verified')}</p>
      </section>
    </>
  );
}
