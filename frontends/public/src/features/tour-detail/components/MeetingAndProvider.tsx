import type { catalog } from '@costiera/contracts';
import { StarRating } from '../../../components/star-rating/StarRating';

export function MeetingAndProvider({ tour }: { tour: catalog.TourDetail }) {
  const mapsUrl = `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(`${tour.meeting_point}, ${tour.location}`)}`;
  return (
    <>
      <section className="detail-section" aria-labelledby="meeting-title">
        <h2 id="meeting-title">Meeting Point</h2>
        <a className="map-placeholder" href={mapsUrl} target="_blank" rel="noopener noreferrer">
          <span>Open the meeting point in Maps</span>
        </a>
        <p>{tour.meeting_point}</p>
      </section>
      <section className="detail-section provider" aria-labelledby="provider-title">
        <h2 id="provider-title" className="provider__name">
          Service provided by {tour.provider_name}
        </h2>
        <p className="muted">{tour.location}</p>
        <p>
          Provider rating <StarRating rating={tour.provider_rating} />
        </p>
        <p className="muted">All providers on Costiera are personally verified.</p>
      </section>
    </>
  );
}
