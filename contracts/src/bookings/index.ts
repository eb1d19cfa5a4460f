import * as t from 'io-ts';
import { closed, email, integer, isoDate, nullable, oneOf, optionalText, optionalTimeOfDay, paged, queryInt, queryText, text } from '../codecs';
import { csvFile, NoContent, route } from '../http';

export * from './availability';
export * from './calendar-feed';
export * from './weather-closures';
export * from './reference';

export const BOOKING_STATUSES = ['pending', 'confirmed', 'cancelled'] as const;
/** The admin list's filters by where a request stands in the decision workflow. */
export const BOOKING_STAGES = ['awaiting-provider', 'expiring-24h'] as const;
export const BOOKING_DECIDERS = ['provider', 'traveller', 'admin', 'expiry'] as const;
export const BookingStatus = oneOf('Status', BOOKING_STATUSES);
export type BookingStatus = t.TypeOf<typeof BookingStatus>;

/** What the booking modal sends (camelCase). Phone and message may be '' (absent). */
export const BookingRequestBody = closed(
  {
    customerName: text('Full name', 120),
    customerEmail: email('Email address'),
    date: isoDate('Preferred date'),
    people: integer('People', 1, 1000),
    tourId: text('Tour', 64),
  },
  {
    customerPhone: optionalText('Phone', 40),
    message: optionalText('Special requests', 2000),
    /** The start time, when the tour lists several departures (beside the spec's fields). */
    time: optionalTimeOfDay('Start time'),
    /** The language of the page it was sent from (one of the site's languages); English when absent. */
    language: optionalText('Language', 35),
  },
  'BookingRequestBody',
);
export type BookingRequestBody = t.TypeOf<typeof BookingRequestBody>;

/**
 * The spec's answer (id, status, created_at) with what the traveller is shown after sending: the
 * short reference and their status page. The same Idempotency-Key header with the same body
 * within a day answers the first request again; with another body, 422.
 */
export const BookingRequestReceipt = t.type(
  { id: t.string, status: t.string, created_at: t.string, reference: t.string, status_url: t.string },
  'BookingRequestReceipt',
);
export type BookingRequestReceipt = t.TypeOf<typeof BookingRequestReceipt>;

export const submitBookingRequest = route({
  name: 'bookings.submit-booking-request',
  method: 'POST',
  path: '/api/booking-requests',
  access: 'public',
  body: BookingRequestBody,
  response: BookingRequestReceipt,
});

/** The tour facts the details dialog shows. */
export const BookingTourInfo = t.type({
  id: t.string,
  title: t.string,
  location: t.string,
  duration: t.string,
  price_from: t.string,
  currency: t.string,
  max_passengers: t.number,
  /** Who an admin's decision is told to besides the traveller: the provider's name and directory addresses (none: the bookings inbox). */
  provider_name: t.string,
  provider_emails: t.array(t.string),
});

export const AdminBookingRequest = t.type(
  {
    id: t.string,
    /** The short reference the traveller and the provider quote ('CST-' and seven characters), beside the spec's fields. */
    reference: t.string,
    tour_id: t.string,
    customer_name: t.string,
    customer_email: t.string,
    customer_phone: nullable(t.string),
    date: t.string,
    people: t.number,
    message: nullable(t.string),
    status: t.string,
    /** Who decided (provider, traveller, admin, expiry); null while pending. */
    decided_by: nullable(t.string),
    /** The admin's username when an admin decided. */
    decided_by_username: nullable(t.string),
    created_at: t.string,
    /** The language the traveller sent the request in (a language code, 'en' or 'it'): their emails use it. */
    language: t.string,
    /** null when the tour has since been deleted. */
    tour: nullable(BookingTourInfo),
    /**
     * When the traveller's name, email, phone and message were erased (the retention period, or
     * at their request), as an ISO timestamp; null while the request holds them. Beside the spec's fields.
     */
    personal_data_erased_at: nullable(t.string),
  },
  'AdminBookingRequest',
);
export type AdminBookingRequest = t.TypeOf<typeof AdminBookingRequest>;

const IdParams = t.type({ id: t.string });
/** The admin list's filters, which its export takes too. */
const bookingListFilters = {
  status: oneOf('Status', [...BOOKING_STATUSES, 'all']),
  /**
   * Customer name or email (the admin header's global search), or a booking reference
   * (case, spaces, the prefix and look-alike characters forgiven; a wrong check character is a 400).
   */
  search: queryText('Search'),
  /** Pending requests waiting for the provider's answer, or those whose deadline falls within 24 hours. */
  stage: oneOf('Stage', BOOKING_STAGES),
  /** Who decided: the provider, the traveller, an admin or the expiry. */
  decided_by: oneOf('Decided by', BOOKING_DECIDERS),
};
export type BookingListFilters = Partial<{ [K in keyof typeof bookingListFilters]: t.TypeOf<(typeof bookingListFilters)[K]> }>;
export const listBookingRequests = route({
  name: 'bookings.admin.list-booking-requests',
  method: 'GET',
  path: '/api/admin/booking-requests',
  access: 'admin',
  query: closed({}, { page: queryInt('Page', 1, 1_000_000), limit: queryInt('Limit', 1, 100), ...bookingListFilters }),
  response: paged(AdminBookingRequest),
});

/** The columns of the booking requests export, in order. */
export const BOOKING_EXPORT_COLUMNS = [
  'reference', 'id', 'created_at', 'status', 'decided_by', 'tour_id', 'tour', 'date', 'departure', 'people',
  'language', 'customer_name', 'customer_email', 'customer_phone', 'message',
] as const;

/** Every booking request the admin list's filters match (all pages), newest first, as a CSV file. */
export const exportBookingRequests = route({
  name: 'bookings.admin.export-booking-requests',
  method: 'GET',
  path: '/api/admin/exports/booking-requests.csv',
  access: 'admin',
  query: closed({}, bookingListFilters, 'BookingExportQuery'),
  response: csvFile('BookingRequestsCsv', BOOKING_EXPORT_COLUMNS),
  mediaType: 'text/csv',
});
export const changeBookingStatus = route({
  name: 'bookings.admin.change-status',
  method: 'PUT',
  path: '/api/admin/booking-requests/:id',
  access: 'admin',
  params: IdParams,
  body: closed({ status: BookingStatus }),
  response: AdminBookingRequest,
});
export const deleteBookingRequest = route({
  name: 'bookings.admin.delete-booking-request',
  method: 'DELETE',
  path: '/api/admin/booking-requests/:id',
  access: 'admin',
  params: IdParams,
  response: NoContent,
  status: 204,
});

/** A request's decision facts and its timeline, oldest first. */
export const BookingTimeline = t.type(
  {
    respond_by: nullable(t.string),
    decided_by: nullable(t.string),
    /** The admin's username when an admin decided. */
    decided_by_username: nullable(t.string),
    decided_at: nullable(t.string),
    decision_reason: nullable(t.string),
    proposed_date: nullable(t.string),
    proposal_note: nullable(t.string),
    entries: t.array(t.type({ at: t.string, kind: t.string, actor: nullable(t.string), detail: nullable(t.string) })),
  },
  'BookingTimeline',
);
export type BookingTimeline = t.TypeOf<typeof BookingTimeline>;

export const getBookingTimeline = route({
  name: 'bookings.admin.booking-timeline',
  method: 'GET',
  path: '/api/admin/booking-requests/:id/timeline',
  access: 'admin',
  params: IdParams,
  response: BookingTimeline,
});

/**
 * The dates a traveller can request now (YYYY-MM-DD on the venue's calendar, `timeZone`):
 * every date input offers this range, and clients ask for it instead of reading their own clock.
 */
export const BookingWindow = t.type({ firstDate: t.string, lastDate: t.string, timeZone: t.string }, 'BookingWindow');
export type BookingWindow = t.TypeOf<typeof BookingWindow>;

export const getBookingWindow = route({ name: 'bookings.booking-window', method: 'GET', path: '/api/booking-window', access: 'public', response: BookingWindow });
