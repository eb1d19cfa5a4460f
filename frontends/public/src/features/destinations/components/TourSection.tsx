import { Link } from 'react-router-dom';
import type { catalog } from '@costiera/contracts';
import { TourCard } from '../../../components/tour-card/TourCard';
import { availabilityNote } from '../../../components/tour-card/availability-note';
import { TourCardSkeleton } from '../../../components/tour-card/TourCardSkeleton';
import { TourGrid } from '../../../components/tour-card/TourGrid';

interface Props {
  tours: catalog.TourListItem[];
  loading: boolean;
  failed: boolean;
  emptyText: string;
}

/** Tours for a place or theme, with the same loading, empty and failure states as the list. */
export function TourSection({ tours, loading, failed, emptyText }: Props) {
  if (loading) {
    return (
      <TourGrid>
        {Array.from({ length: 3 }, (_, i) => (
          <TourCardSkeleton key={i} />
        ))}
      </TourGrid>
    );
  }
  if (failed || tours.length === 0) {
    return (
      <div className="page-state">
        <p>{failed ? 'Tours could not be loaded right now. Please try again later.' : emptyText}</p>
        <Link to="/tours" className="btn btn--primary">
          Browse All Tours
        </Link>
      </div>
    );
  }
  return (
    <TourGrid>
      {tours.map((t) => (
        <TourCard key={t.id} tour={t} note={availabilityNote('', t)} />
      ))}
    </TourGrid>
  );
}
