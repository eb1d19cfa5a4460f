import { bookings, catalog, content, type BodyInputOf } from '@costiera/contracts';
import { call } from '@costiera/kit';

/*
 * Every call the public remote makes, with the contracts' io-ts codecs that check the answers.
 * Loaded through api() (load-api.ts) when the browser first asks the API, never with a page.
 */
export type BookingRequestInput = BodyInputOf<typeof bookings.submitBookingRequest>;

/** A search among the tours: what the list endpoint filters on; 'all' and '' mean no filter. */
export interface TourSearch {
  search?: string;
  category?: string;
  location?: string;
  /** Only tours that can be requested on this day (YYYY-MM-DD). */
  date?: string;
  /** Only tours that take a party this large (on `date`, seats left included). */
  people?: string;
  /** The reader's language: texts in it where translated, and search by its rules (absent: English). */
  lang?: string;
}

/** `filters` as cleaned by tours.ts (no 'all', no blanks). */
export const fetchTours = (filters: TourSearch) => call(catalog.listTours, { query: filters });
/** A tour with its texts in `lang` where translated (absent: English). */
export const fetchTour = (id: string, lang?: string) => call(catalog.getTour, { params: { id }, query: lang ? { lang } : {} });
export const fetchTourReviews = (id: string) => call(catalog.listTourReviews, { params: { id } });
/** `lang` absent: English; `sourceSlug`: `slug` is the page's English slug (a fixed path), the answer still in `lang`. */
export const fetchPublicPage = (slug: string, query: { lang?: string; sourceSlug?: boolean }) => call(content.getPublicPage, { params: { slug }, query });
export const fetchPublicArticles = (lang?: string) => call(content.listPublicArticles, { query: { lang } });
export const fetchPublicArticle = (slug: string, lang?: string) => call(content.getPublicArticle, { params: { slug }, query: { lang } });
export const submitBookingRequest = (body: BookingRequestInput, idempotencyKey: string) =>
  call(bookings.submitBookingRequest, { body, headers: { 'Idempotency-Key': idempotencyKey } });
export const fetchBookingWindow = () => call(bookings.getBookingWindow, {});
export const fetchTourAvailability = (id: string, range: { from?: string; to?: string }) => call(bookings.getTourAvailability, { params: { id }, query: range });
