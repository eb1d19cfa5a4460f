import { Link } from 'react-router-dom';
import { PageMeta } from '@costiera/kit';
import { useTours } from '../../api/tours';
import { TourSection } from './components/TourSection';
import './destinations.css';

/** The things to do rather than ways to get around: transfers and scooter rentals are left out. */
const EXPERIENCE_CATEGORIES = ['private-boat-tour', 'shared-boat-tour', 'private-shore-excursion', 'cooking-class'];

export function ExperiencesPage() {
  const tours = useTours();
  const experiences = (tours.data ?? []).filter((t) => EXPERIENCE_CATEGORIES.includes(t.category));
  return (
    <div className="container places">
      <PageMeta title="Experiences" description="Boat trips, shore excursions and cooking classes on the Sorrento coast, run by personally verified local providers." />
      <h1>Experiences</h1>
      <p className="places__lead">
        Boat trips along the coast, guided excursions and cooking classes with local families. Looking for a transfer or a scooter? See <Link to="/tours">all tours</Link>.
      </p>
      <h2 className="visually-hidden">Tours and activities</h2>
      <TourSection tours={experiences} loading={tours.isPending} failed={tours.isError} emptyText="No experiences available at the moment." />
    </div>
  );
}
