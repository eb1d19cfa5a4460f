import * as t from 'io-ts';
import { closed, email, integer, isoDate, nullable, oneOf, optionalText, paged, queryInt, queryText, text } from '../codecs';
import { NoContent, route } from '../http';

export const BOOKING_STATUSES = ['pending', 'confirmed', 'cancelled'] as const;
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
  { customerPhone: optionalText('Phone', 40), message: optionalText('Special requests', 2000) },
  'BookingRequestBody',
);
export type BookingRequestBody = t.TypeOf<typeof BookingRequestBody>;

export const BookingRequestReceipt = t.type({ id: t.string, status: t.string, created_at: t.string }, 'BookingRequestReceipt');

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
});

export const AdminBookingRequest = t.type(
  {
    id: t.string,
    tour_id: t.string,
    customer_name: t.string,
    customer_email: t.string,
    customer_phone: nullable(t.string),
    date: t.string,
    people: t.number,
    message: nullable(t.string),
    status: t.string,
    created_at: t.string,
    /** null when the tour has since been deleted. */
    tour: nullable(BookingTourInfo),
  },
  'AdminBookingRequest',
);
export type AdminBookingRequest = t.TypeOf<typeof AdminBookingRequest>;

const IdParams = t.type({ id: t.string });
export const listBookingRequests = route({
  name: 'bookings.admin.list-booking-requests',
  method: 'GET',
  path: '/api/admin/booking-requests',
  access: 'admin',
  query: closed(
    {},
    {
      page: queryInt('Page', 1, 1_000_000),
      limit: queryInt('Limit', 1, 100),
      status: oneOf('Status', [...BOOKING_STATUSES, 'all']),
      /** Customer name or email (the admin header's global search). */
      search: queryText('Search'),
    },
  ),
  response: paged(AdminBookingRequest),
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
