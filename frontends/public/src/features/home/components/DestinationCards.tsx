import { Link } from 'react-router-dom';
import { DESTINATIONS } from '../../../places/destinations';

export function DestinationCards() {
  return (
    <section className="section container" aria-labelledby="destinations-title">
      <div className="section__head">
        <h2 id="destinations-title" className="section__title">
          Discover other destinations
        </h2>
        <Link className="section__link" to="/destinations">
          Show all
        </Link>
      </div>
      <ul className="destination-cards">
        {DESTINATIONS.map((d) => (
          <li key={d.id}>
            <Link to={`/destinations/${d.id}`} className="destination-card" style={{ backgroundImage: `linear-gradient(135deg, ${d.tint[0]}, ${d.tint[1]})` }}>
              <span className="destination-card__name">{d.name}</span>
              <span className="destination-card__tagline">{d.tagline}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
