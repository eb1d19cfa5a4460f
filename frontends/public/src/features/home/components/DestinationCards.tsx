import { Link } from 'react-router-dom';
import { useI18n } from '../../../i18n/i18n';
import { DESTINATIONS } from '../../../places/destinations';

export function DestinationCards() {
  const i18n = useI18n();
  return (
    <section className="section container" aria-labelledby="destinations-title">
      <div className="section__head">
        <h2 id="destinations-title" className="section__title">
          {i18n.t('home.destinations')}
        </h2>
        <Link className="section__link" to="/destinations">
          {i18n.t('home.showAll')}
        </Link>
      </div>
      <ul className="destination-cards">
        {DESTINATIONS.map((d) => (
          <li key={d.id}>
            <Link to={`/destinations/${d.id}`} className="destination-card" style={{ backgroundImage: `linear-gradient(135deg, ${d.tint[0]}, ${d.tint[1]})` }}>
              <span className="destination-card__name">{i18n.t(d.name)}</span>
              <span className="destination-card__tagline">{i18n.t(d.tagline)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
