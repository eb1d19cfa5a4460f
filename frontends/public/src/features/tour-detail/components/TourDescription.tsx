import type { catalog } from '@costiera/contracts';
import { useI18n } from '../../../i18n/i18n';
import { langOf } from '../tour-language';

/** SPEC: the description, with the first three included items highlighted. */
export const HIGHLIGHTS = 3;

export function TourDescription({ tour }: { tour: catalog.TourDetail }) {
  const i18n = useI18n();
  const text = langOf(tour.lang, i18n);
  const highlights = tour.included.slice(0, HIGHLIGHTS);
  return (
    <section className="detail-section" aria-labelledby="description-title">
      <h2 id="description-title">{i18n.t('detail.about')}</h2>
      <p className="pre-line" {...text}>
        {tour.description}
      </p>
      {highlights.length > 0 ? (
        <ul className="highlights" aria-label={i18n.t('detail.highlights')} {...text}>
          {highlights.map((h) => (
            <li key={h}>{h}</li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
