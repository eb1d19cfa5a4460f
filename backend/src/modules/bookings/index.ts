import type { AppModule } from '../../kernel/module';
import { BookingRequestSchema } from './infrastructure/booking-request.schema';
import { BookingThrottle } from './infrastructure/booking-throttle';
import { SubmitBookingRequest } from './application/submit-booking-request/submit-booking-request.command';
import { SubmitBookingRequestHandler } from './application/submit-booking-request/submit-booking-request.handler';
import { ChangeBookingStatus } from './application/change-booking-status/change-booking-status.command';
import { ChangeBookingStatusHandler } from './application/change-booking-status/change-booking-status.handler';
import { DeleteBookingRequest } from './application/delete-booking-request/delete-booking-request.command';
import { DeleteBookingRequestHandler } from './application/delete-booking-request/delete-booking-request.handler';
import { ListBookingRequests } from './application/list-booking-requests/list-booking-requests.query';
import { ListBookingRequestsHandler } from './application/list-booking-requests/list-booking-requests.handler';
import { GetBookingRequest } from './application/get-booking-request/get-booking-request.query';
import { GetBookingRequestHandler } from './application/get-booking-request/get-booking-request.handler';
import { GetBookingStats } from './application/booking-stats/booking-stats.query';
import { GetBookingStatsHandler } from './application/booking-stats/booking-stats.handler';
import { GetBookingEmailFacts } from './application/get-booking-email-facts/get-booking-email-facts.query';
import { GetBookingEmailFactsHandler } from './application/get-booking-email-facts/get-booking-email-facts.handler';
import { bookingsRoutes } from './http/routes';
import { bookingSubscribers } from './notifications';

/** Bookings: travellers' booking requests, their admin review, and the emails about them. */
export const bookingsModule: AppModule = {
  name: 'bookings',
  entities: [BookingRequestSchema],
  register({ container, commands, queries }) {
    container.bind(BookingThrottle).toSelf().inSingletonScope();
    const handlers = [
      SubmitBookingRequestHandler, ChangeBookingStatusHandler, DeleteBookingRequestHandler,
      ListBookingRequestsHandler, GetBookingRequestHandler, GetBookingStatsHandler, GetBookingEmailFactsHandler,
    ];
    for (const handler of handlers) container.bind(handler).toSelf().inSingletonScope();
    commands.registerGrouped(SubmitBookingRequest, SubmitBookingRequestHandler);
    commands.register(ChangeBookingStatus, ChangeBookingStatusHandler);
    commands.register(DeleteBookingRequest, DeleteBookingRequestHandler);
    queries.register(ListBookingRequests, ListBookingRequestsHandler);
    queries.register(GetBookingRequest, GetBookingRequestHandler);
    queries.register(GetBookingStats, GetBookingStatsHandler);
    queries.register(GetBookingEmailFacts, GetBookingEmailFactsHandler);
  },
  routes: bookingsRoutes,
  subscribers: bookingSubscribers,
};

/** The facade: stats for the dashboard; the commands the seed uses; the booking form sent without JavaScript. */
export { GetBookingStats, SubmitBookingRequest, ChangeBookingStatus, GetBookingRequest };
export { bookingForm, BOOKING_FORM, type BookingFormAnswer } from './http/booking-form';
export type { BookingStats } from './application/booking-stats/booking-stats.query';
export type { BookingRequestFacts, BookingStatus } from './domain/booking-request';
export { BOOKING_LIMITS } from './infrastructure/booking-throttle';
