import { Link, useParams } from 'react-router-dom';
import { NotFound, PageMeta } from '@costiera/kit';
import { useTours } from '../../api/tours';
import { destinationById } from '../../places/destinations';
import { TourSection } from './components/TourSection';
import { JsonLd } from '../../seo/JsonLd';
import { destinationJsonLd } from '../../seo/destination';
import './destinations.css';

export function DestinationPage() {
  const { id = '' } = useParams();
  const place = destinationById(id);
  if (!place) return <NotFound />;
  return <Destination id={place.id} />;
}

function Destination({ id }: { id: string }) {
  const place = destinationById(id)!;
  // The list endpoint accepts a destination id as its location filter.
  const tours = useTours({ location: place.id });
  return (
    <div className="places">
      <PageMeta title={`${place.name}: tours and experiences`} description={`${place.tagline}. ${place.description}`.slice(0, 160)} />
      <section className="place-hero" style={{ backgroundImage: `linear-gradient(135deg, ${place.tint[0]}, ${place.tint[1]})` }}>
        <div className="container">
          <nav aria-label="Breadcrumb" className="place-hero__crumbs">
            <Link to="/">Home</Link> / <Link to="/destinations">Destinations</Link>
          </nav>
          <h1>{place.name}</h1>
          <p>{place.tagline}</p>
        </div>
      </section>
      <div className="container">
        <p className="places__lead">{place.description}</p>
        <h2 className="section__title places__subtitle">Tours in {place.name}</h2>
        <TourSection tours={tours.data ?? []} loading={tours.isPending} failed={tours.isError} emptyText={`No tours available in ${place.name} at the moment.`} />
      </div>
      <JsonLd data={(site) => destinationJsonLd(site, place)} />
    </div>
  );
}
