import { useDeferredValue, useMemo, useRef, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import type { catalog } from '@costiera/contracts';
import { PageMeta, useDebouncedValue } from '@costiera/kit';
import { useTours } from '../../api/tours';
import { CARD_SIZES, TourCard } from '../../components/tour-card/TourCard';
import { TourCardSkeleton } from '../../components/tour-card/TourCardSkeleton';
import { TourGrid } from '../../components/tour-card/TourGrid';
import { TourFilterBar } from './components/TourFilterBar';
import { availabilityNote } from '../../components/tour-card/availability-note';
import { PhotoPreload } from '../../components/picture/PhotoPreload';
import { renderedPhoto } from '../../components/picture/photo-sources';
import { imageCandidates } from '../../components/tour-image/image-candidates';
import { useI18n } from '../../i18n/i18n';
import { sortTours } from './sort-tours';
import { carriedToDetail, hasActiveFilters, readTourListParams, writeTourListParams, type TourListParams } from './tour-list-params';
import './tour-list.css';

/** SPEC section 9: nine skeleton cards while the list loads. */
export const SKELETON_CARDS = 9;
/** Clear keeps the sort. */
const CLEARED: Partial<TourListParams> = { search: '', category: 'all', location: 'all', date: '', people: '' };
/** Marks the URL rewrites the filters make themselves, as against a link or the back button. */
const FILTER_EDIT = { filterEdit: true } as const;

export function TourListPage() {
  const i18n = useI18n();
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
  // The names of the categories shown, in the reader's language (the API's, asked with `lang`): the filter names a single category from the URL by them.
  const categoryNames = useMemo(() => new Map((tours.data ?? []).map((t) => [t.category, { name: t.categoryName, lang: t.categoryLang }])), [tours.data]);

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
      <PageMeta title={i18n.t('list.metaTitle')} description={i18n.t('list.metaDescription')} canonicalPath="/tours" />
      <h1 className="tour-list__title">{i18n.t('list.title')}</h1>
      <TourFilterBar value={params} onChange={update} categoryNames={categoryNames} />
      <div className="tour-list__summary">
        <div>
          <p className="tour-list__count" aria-live="polite">
            {tours.isPending ? i18n.t('list.loading') : i18n.t('list.found', { count: sorted.length, shown: i18n.count(sorted.length) })}
          </p>
          {filtered ? <p className="tour-list__filtered">{i18n.t('list.filtered')}</p> : null}
        </div>
        {filtered ? (
          <button type="button" className="btn btn--ghost" onClick={clear}>
            {i18n.t('list.clear')}
          </button>
        ) : null}
      </div>
      <h2 className="visually-hidden">{i18n.t('list.results')}</h2>
      {tours.isPending ? (
        <TourGrid>
          {Array.from({ length: SKELETON_CARDS }, (_, i) => (
            <TourCardSkeleton key={i} />
          ))}
        </TourGrid>
      ) : tours.isError ? (
        <div className="page-state" role="alert">
          <h2>{i18n.t('list.errorTitle')}</h2>
          <p>{i18n.t('list.errorText')}</p>
          <button type="button" className="btn btn--primary" onClick={() => void tours.refetch()}>
            {i18n.t('list.retry')}
          </button>
        </div>
      ) : sorted.length === 0 ? (
        <div className="page-state">
          <h2>{i18n.t('list.emptyTitle')}</h2>
          <p>{i18n.t('list.emptyText')}</p>
          <button type="button" className="btn btn--primary" onClick={clear}>
            {i18n.t('list.clearAll')}
          </button>
        </div>
      ) : (
        <>
          <LeadCardPreload tour={sorted[0]!} />
          <TourGrid>
            {sorted.map((t, i) => (
              <TourCard key={t.id} tour={t} carry={carry} eager={i === 0} note={availabilityNote(i18n, params.date, t)} />
            ))}
          </TourGrid>
        </>
      )}
    </div>
  );
}

/** The first card's photo is in view at once, the list's largest paint: preloaded when it is an uploaded photo. */
function LeadCardPreload({ tour }: { tour: catalog.TourListItem }) {
  const lead = renderedPhoto(tour.photos, imageCandidates(tour.images, tour.category)[0]);
  return lead ? <PhotoPreload photo={lead} sizes={CARD_SIZES} /> : null;
}

function isFilterEdit(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as Record<string, unknown>).filterEdit === true;
}
