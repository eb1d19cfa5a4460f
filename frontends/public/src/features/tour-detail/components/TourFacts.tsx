import type { catalog } from '@costiera/contracts';
import { useI18n } from '../../../i18n/i18n';
import { langOf } from '../tour-language';

/** The info cards, the included / not included lists and additional information. */
export function TourFacts({ tour }: { tour: catalog.TourDetail }) {
  const i18n = useI18n();
  const text = langOf(tour.lang, i18n);
  return (
    <>
      <ul className="info-cards">
        <li className="info-card">
          <span className="info-card__label">{i18n.t('detail.facts.type')}</span>
          <strong>{i18n.t(tour.is_private ? 'detail.facts.private' : 'detail.facts.group')}</strong>
        </li>
        <li className="info-card">
          <span className="info-card__label">{i18n.t('detail.facts.duration')}</span>
          <strong {...text}>{tour.duration}</strong>
        </li>
        {tour.free_cancellation ? (
          <li className="info-card">
            <span className="info-card__label">{i18n.t('detail.facts.freeCancellation')}</span>
            <strong>{i18n.t('detail.facts.freeCancellationTerms')}</strong>
          </li>
        ) : null}
      </ul>
      <div className="included">
        <section className="detail-section" aria-labelledby="included-title">
          <h2 id="included-title">{i18n.t('detail.included')}</h2>
          <ul className="check-list check-list--yes" {...text}>
            {tour.included.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </section>
        {tour.not_included.length > 0 ? (
          <section className="detail-section" aria-labelledby="not-included-title">
            <h2 id="not-included-title">{i18n.t('detail.notIncluded')}</h2>
            <ul className="check-list check-list--no" {...text}>
              {tour.not_included.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </section>
        ) : null}
      </div>
      {tour.additional_info ? (
        <section className="detail-section" aria-labelledby="additional-title">
          <h2 id="additional-title">{i18n.t('detail.additional')}</h2>
          <p className="pre-line" {...text}>
            {tour.additional_info}
          </p>
        </section>
      ) : null}
    </>
  );
}
