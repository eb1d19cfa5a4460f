import type { catalog } from '@costiera/contracts';

/** The info cards, the included / not included lists and additional information. */
export function TourFacts({ tour }: { tour: catalog.TourDetail }) {
  return (
    <>
      <ul className="info-cards">
        <li className="info-card">
          <span className="info-card__label">Tour type</span>
          <strong>{tour.is_private ? 'Private tour' : 'Group tour'}</strong>
        </li>
        <li className="info-card">
          <span className="info-card__label">Duration</span>
          <strong>{tour.duration}</strong>
        </li>
        {tour.free_cancellation ? (
          <li className="info-card">
            <span className="info-card__label">Free cancellation</span>
            <strong>Up to 30 days in advance</strong>
          </li>
        ) : null}
      </ul>
      <div className="included">
        <section className="detail-section" aria-labelledby="included-title">
          <h2 id="included-title">Included</h2>
          <ul className="check-list check-list--yes">
            {tour.included.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </section>
        {tour.not_included.length > 0 ? (
          <section className="detail-section" aria-labelledby="not-included-title">
            <h2 id="not-included-title">Not included</h2>
            <ul className="check-list check-list--no">
              {tour.not_included.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </section>
        ) : null}
      </div>
      {tour.additional_info ? (
        <section className="detail-section" aria-labelledby="additional-title">
          <h2 id="additional-title">Additional Information</h2>
          <p className="pre-line">{tour.additional_info}</p>
        </section>
      ) : null}
    </>
  );
}
