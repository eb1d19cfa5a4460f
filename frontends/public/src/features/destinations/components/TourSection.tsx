import { Link } from 'react-router-dom';
import type { catalog } from '@costiera/contracts';
import { TourCard } from '../../../components/tour-card/TourCard';
import { availabilityNote } from '../../../components/tour-card/availability-note';
import { TourCardSkeleton } from '../../../components/tour-card/TourCardSkeleton';
import { TourGrid } from '../../../components/tour-card/TourGrid';
import { useI18n } from '../../../i18n/i18n';

interface Props {
  tours: catalog.TourListItem[];
  loading: boolean;
  failed: boolean;
  emptyText: string;
}

/** Tours for a place or theme, with the same loading, empty and failure states as the list. */
export function TourSection({ tours, loading, failed, emptyText }: Props) {
  const i18n = useI18n();
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
        <p>{failed ? i18n.t('tours.loadFailed') : emptyText}</p>
        <Link to="/tours" className="btn btn--primary">
          {i18n.t('tours.browseAll')}
        </Link>
      </div>
    );
  }
  return (
    <TourGrid>
      {tours.map((t) => (
        <TourCard key={t.id} tour={t} note={availabilityNote(i18n, '', t)} />
      ))}
    </TourGrid>
  );
}
