import type { catalog } from '@costiera/contracts';

/** SPEC: the description, with the first three included items highlighted. */
export const HIGHLIGHTS = 3;

export function TourDescription({ tour }: { tour: catalog.TourDetail }) {
  const highlights = tour.included.slice(0, HIGHLIGHTS);
  return (
    <section className="detail-section" aria-labelledby="description-title">
      <h2 id="description-title">About this tour</h2>
      <p className="pre-line">{tour.description}</p>
      {highlights.length > 0 ? (
        <ul className="highlights" aria-label="Highlights">
          {highlights.map((h) => (
            <li key={h}>{h}</li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
