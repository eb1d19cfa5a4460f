import { useDeferredValue, useMemo, useRef, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { PageMeta, useDebouncedValue } from '@costiera/kit';
import { useTours } from '../../api/tours';
import { TourCard } from '../../components/tour-card/TourCard';
import { TourCardSkeleton } from '../../components/tour-card/TourCardSkeleton';
import { TourGrid } from '../../components/tour-card/TourGrid';
import { TourFilterBar } from './components/TourFilterBar';
import { availabilityNote } from '../../components/tour-card/availability-note';
import { experiencesFound, sortTours } from './sort-tours';
import { carriedToDetail, hasActiveFilters, readTourListParams, writeTourListParams, type TourListParams } from './tour-list-params';
import './tour-list.css';

/** SPEC section 9: nine skeleton cards while the list loads. */
export const SKELETON_CARDS = 9;
/** Clear keeps the sort. */
const CLEARED: Partial<TourListParams> = { search: '', category: 'all', location: 'all', date: '', people: '' };
/** Marks the URL rewrites the filters make themselves, as against a link or the back button. */
const FILTER_EDIT = { filterEdit: true } as const;

export function TourListPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const location = useLocation();
  // The filters keep their own state and the URL follows it, never the other way round: the
  // router applies a URL change in a transition, so a box bound to the URL drops the keys typed
  // while one is under way. A navigation from elsewhere (a link to the list) sets them anew.
  const [shown, setShown] = useState(() => ({ key: location.key, params: readTourListParams(searchParams) }));
  // The filters after the last change, for the next to build on: two changes may come before a render.
  const latest = useRef(shown.params);
  if (shown.key !== location.key) {
    if (!isFilterEdit(location.state)) latest.current = readTourListParams(searchParams);
    setShown({ key: location.key, params: latest.current });
  }
  const params = shown.params;
  const search = useDebouncedValue(params.search, 300);
  // The cards render in the background (interruptible) rather than in the task that receives
  // the data, so a long list does not block input.
  const tours = useDeferredValue(useTours({ search, category: params.category, location: params.location, date: params.date, people: params.people }));
  const sorted = useMemo(() => sortTours(tours.data ?? [], params.sort), [tours.data, params.sort]);
  const carry = carriedToDetail(searchParams);

  // Filters rewrite the URL in place: the back button leaves the list instead of undoing filters.
  const update = (change: Partial<TourListParams>) => {
    const next = { ...latest.current, ...change };
    latest.current = next;
    setShown((s) => ({ ...s, params: next }));
    setSearchParams(writeTourListParams(searchParams, next), { replace: true, state: FILTER_EDIT });
  };
  const filtered = hasActiveFilters(params);
  const clear = () => update(CLEARED);

  return (
    <div className="container tour-list">
      {/* Every search and filter variant names the plain list as its canonical page. */}
      <PageMeta
        title="All Tours and Experiences"
        description="Browse and filter boat tours, excursions, cooking classes, transfers and scooter rentals on the Sorrento coast, Capri and the Amalfi Coast."
        canonicalPath="/tours"
      />
      <h1 className="tour-list__title">Tours &amp; experiences</h1>
      <TourFilterBar value={params} onChange={update} />
      <div className="tour-list__summary">
        <div>
          <p className="tour-list__count" aria-live="polite">
            {tours.isPending ? 'Loading tours…' : experiencesFound(sorted.length)}
          </p>
          {filtered ? <p className="tour-list__filtered">Filtered results</p> : null}
        </div>
        {filtered ? (
          <button type="button" className="btn btn--ghost" onClick={clear}>
            Clear
          </button>
        ) : null}
      </div>
      <h2 className="visually-hidden">Results</h2>
      {tours.isPending ? (
        <TourGrid>
          {Array.from({ length: SKELETON_CARDS }, (_, i) => (
            <TourCardSkeleton key={i} />
          ))}
        </TourGrid>
      ) : tours.isError ? (
        <div className="page-state" role="alert">
          <h2>Tours could not be loaded</h2>
          <p>Please check your connection and try again.</p>
          <button type="button" className="btn btn--primary" onClick={() => void tours.refetch()}>
            Try again
          </button>
        </div>
      ) : sorted.length === 0 ? (
        <div className="page-state">
          <h2>No tours found</h2>
          <p>Try adjusting your filters or search terms</p>
          <button type="button" className="btn btn--primary" onClick={clear}>
            Clear all filters
          </button>
        </div>
      ) : (
        <TourGrid>
          {sorted.map((t, i) => (
            <TourCard key={t.id} tour={t} carry={carry} eager={i === 0} note={availabilityNote(params.date, t)} />
          ))}
        </TourGrid>
      )}
    </div>
  );
}

function isFilterEdit(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as Record<string, unknown>).filterEdit === true;
}
