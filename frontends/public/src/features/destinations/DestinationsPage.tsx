import { Link } from 'react-router-dom';
import { PageMeta } from '@costiera/kit';
import { DESTINATIONS } from '../../places/destinations';
import './destinations.css';

export function DestinationsPage() {
  return (
    <div className="container places">
      <PageMeta title="Destinations" description="Capri, the Amalfi Coast, Sorrento, Naples, Ischia, Procida, Pompeii and Vesuvius: tours and experiences for each destination." />
      <h1>Destinations</h1>
      <p className="places__lead">Seven places around the Bay of Naples, each a day trip from Sorrento.</p>
      <ul className="places__grid">
        {DESTINATIONS.map((d) => (
          <li key={d.id}>
            <Link to={`/destinations/${d.id}`} className="place-card">
              <span className="place-card__band" style={{ backgroundImage: `linear-gradient(135deg, ${d.tint[0]}, ${d.tint[1]})` }} aria-hidden="true" />
              <span className="place-card__name">{d.name}</span>
              <span className="place-card__tagline">{d.tagline}</span>
              <span className="place-card__text">{d.description}</span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
