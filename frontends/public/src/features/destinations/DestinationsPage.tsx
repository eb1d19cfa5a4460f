import { Link } from 'react-router-dom';
import { PageMeta } from '@costiera/kit';
import { useI18n } from '../../i18n/i18n';
import { DESTINATIONS } from '../../places/destinations';
import './destinations.css';

export function DestinationsPage() {
  const i18n = useI18n();
  return (
    <div className="container places">
      <PageMeta title={i18n.t('destinations.metaTitle')} description={i18n.t('destinations.metaDescription')} />
      <h1>{i18n.t('destinations.title')}</h1>
      <p className="places__lead">{i18n.t('destinations.lead')}</p>
      <ul className="places__grid">
        {DESTINATIONS.map((d) => (
          <li key={d.id}>
            <Link to={`/destinations/${d.id}`} className="place-card">
              <span className="place-card__band" style={{ backgroundImage: `linear-gradient(135deg, ${d.tint[0]}, ${d.tint[1]})` }} aria-hidden="true" />
              <span className="place-card__name">{i18n.t(d.name)}</span>
              <span className="place-card__tagline">{i18n.t(d.tagline)}</span>
              <span className="place-card__text">{i18n.t(d.description)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
