import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '@costiera/kit';
import { bookings, catalog, content } from '@costiera/contracts';
import { adminKeys } from '../../../shared/query-keys';
import { adminPaths } from '../../../shared/admin-paths';
import type { BookingRequestJump } from '../../../shared/search-jump';

export type SearchSection = 'Tours' | 'Articles' | 'Pages' | 'Booking Requests';

export interface SearchHit {
  key: string;
  section: SearchSection;
  title: string;
  /** A booking request whose traveller's personal data was erased: its title is its reference. */
  erased?: boolean;
  /** The line under the title: a place or an address, or what a booking request is for (worded where it is shown). */
  detail: string | { tour: string | null; date: string; status: string };
  /** Where choosing the hit goes, and the router state to carry. */
  to: string;
  state?: BookingRequestJump;
}

const PER_SECTION = 5;
export const MIN_SEARCH_LENGTH = 2;

/**
 * One search box over four list endpoints (each takes `search`). A section that fails is
 * left out rather than failing the whole search.
 */
export async function searchContent(term: string, signal?: AbortSignal): Promise<SearchHit[]> {
  const query = { search: term, limit: PER_SECTION, page: 1 };
  const [tours, articles, pages, requests] = await Promise.allSettled([
    call(catalog.listAdminTours, { query, signal }),
    call(content.listArticles, { query, signal }),
    call(content.listPages, { query, signal }),
    call(bookings.listBookingRequests, { query: { ...query, status: 'all' }, signal }),
  ]);
  const hits: SearchHit[] = [];
  if (tours.status === 'fulfilled') {
    for (const t of tours.value.data) hits.push({ key: `tour:${t.id}`, section: 'Tours', title: t.title, detail: t.location, to: adminPaths.editTour(t.id) });
  }
  if (articles.status === 'fulfilled') {
    for (const a of articles.value.data) hits.push({ key: `article:${a.id}`, section: 'Articles', title: a.title, detail: `/${a.slug}`, to: adminPaths.editArticle(a.id) });
  }
  if (pages.status === 'fulfilled') {
    for (const p of pages.value.data) hits.push({ key: `page:${p.id}`, section: 'Pages', title: p.title, detail: `/${p.slug}`, to: adminPaths.editPage(p.id) });
  }
  if (requests.status === 'fulfilled') {
    for (const r of requests.value.data) {
      hits.push({
        key: `request:${r.id}`,
        section: 'Booking Requests',
        title: r.personal_data_erased_at ? r.reference : r.customer_name,
        erased: r.personal_data_erased_at !== null,
        detail: { tour: r.tour?.title ?? null, date: r.date, status: r.status },
        to: adminPaths.bookingRequests,
        state: { openBookingRequest: r },
      });
    }
  }
  return hits;
}

export function useContentSearch(term: string) {
  const trimmed = term.trim();
  return useQuery({
    queryKey: [...adminKeys.search, trimmed],
    queryFn: ({ signal }) => searchContent(trimmed, signal),
    enabled: trimmed.length >= MIN_SEARCH_LENGTH,
    placeholderData: keepPreviousData,
  });
}
