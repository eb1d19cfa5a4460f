import { Link, useParams } from 'react-router-dom';
import { PageMeta } from '@costiera/kit';
import { useTours } from '../../api/tours';
import { useI18n } from '../../i18n/i18n';
import { NotFoundPage } from '../../layout/NotFoundPage';
import { destinationById } from '../../places/destinations';
import { TourSection } from './components/TourSection';
import { JsonLd } from '../../seo/JsonLd';
import { destinationJsonLd } from '../../seo/destination';
import './destinations.css';

export function DestinationPage() {
  const { id = '' } = useParams();
  const place = destinationById(id);
  if (!place) return <NotFoundPage />;
  return <Destination id={place.id} />;
}

function Destination({ id }: { id: string }) {
  const i18n = useI18n();
  const place = destinationById(id)!;
  const name = i18n.t(place.name);
  const tagline = i18n.t(place.tagline);
  const description = i18n.t(place.description);
  const where = i18n.t(place.where);
  // The list endpoint accepts a destination id as its location filter.
  const tours = useTours({ location: place.id });
  return (
    <div className="places">
      <PageMeta title={i18n.t('destination.metaTitle', { place: name })} description={`${tagline}. ${description}`.slice(0, 160)} />
      <section className="place-hero" style={{ backgroundImage: `linear-gradient(135deg, ${place.tint[0]}, ${place.tint[1]})` }}>
        <div className="container">
          <nav aria-label={i18n.t('destination.breadcrumb')} className="place-hero__crumbs">
            <Link to="/">{i18n.t('destination.home')}</Link> / <Link to="/destinations">{i18n.t('destination.destinations')}</Link>
          </nav>
          <h1>{name}</h1>
          <p>{tagline}</p>
        </div>
      </section>
      <div className="container">
        <p className="places__lead">{description}</p>
        <h2 className="section__title places__subtitle">{i18n.t('destination.tours', { where })}</h2>
        <TourSection tours={tours.data ?? []} loading={tours.isPending} failed={tours.isError} emptyText={i18n.t('destination.empty', { where })} />
      </div>
      <JsonLd data={(site, lang) => destinationJsonLd(site, { id: place.id, name }, lang)} />
    </div>
  );
}
