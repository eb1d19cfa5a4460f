import type { AppModule } from '../../kernel/module';
import type { CommandBus } from '../../kernel/cqrs/command-bus';
import { BookingRequestSchema } from './infrastructure/booking-request.schema';
import { BookingThrottle } from './infrastructure/booking-throttle';
import { SubmitBookingRequest } from './application/submit-booking-request/submit-booking-request.command';
import { SubmitBookingRequestHandler } from './application/submit-booking-request/submit-booking-request.handler';
import { DecideBookingRequest } from './application/decide-booking-request/decide-booking-request.command';
import { DecideBookingRequestHandler } from './application/decide-booking-request/decide-booking-request.handler';
import { DeleteBookingRequest } from './application/delete-booking-request/delete-booking-request.command';
import { DeleteBookingRequestHandler } from './application/delete-booking-request/delete-booking-request.handler';
import { ListBookingRequests } from './application/list-booking-requests/list-booking-requests.query';
import { ListBookingRequestsHandler } from './application/list-booking-requests/list-booking-requests.handler';
import { ErasePastPersonalData, ErasePersonalData } from './application/erase-personal-data/erase-personal-data.commands';
import { ErasePastPersonalDataHandler, ErasePersonalDataHandler } from './application/erase-personal-data/erase-personal-data.handlers';
import { ExportBookingRequests } from './application/export-booking-requests/export-booking-requests.query';
import { ExportBookingRequestsHandler } from './application/export-booking-requests/export-booking-requests.handler';
import { GetBookingRequest } from './application/get-booking-request/get-booking-request.query';
import { GetBookingRequestHandler } from './application/get-booking-request/get-booking-request.handler';
import { GetBookingStats } from './application/booking-stats/booking-stats.query';
import { GetBookingStatsHandler } from './application/booking-stats/booking-stats.handler';
import { GetBookingLink } from './application/get-booking-link/get-booking-link.query';
import { GetBookingLinkHandler } from './application/get-booking-link/get-booking-link.handler';
import { RecordBookingLinkOpened } from './application/record-booking-link-opened/record-booking-link-opened.command';
import { RecordBookingLinkOpenedHandler } from './application/record-booking-link-opened/record-booking-link-opened.handler';
import { BookingPageThrottle } from './infrastructure/booking-page-throttle';
import { GetProviderCalendarFeed } from './application/get-provider-calendar-feed/get-provider-calendar-feed.query';
import { GetProviderCalendarFeedHandler } from './application/get-provider-calendar-feed/get-provider-calendar-feed.handler';
import { RotateProviderCalendarLink } from './application/rotate-provider-calendar-link/rotate-provider-calendar-link.command';
import { RotateProviderCalendarLinkHandler } from './application/rotate-provider-calendar-link/rotate-provider-calendar-link.handler';
import { GetBookingTimeline } from './application/get-booking-timeline/get-booking-timeline.query';
import { GetBookingTimelineHandler } from './application/get-booking-timeline/get-booking-timeline.handler';
import { ListBookingDecisionsHandler } from './application/list-booking-decisions/list-booking-decisions.handler';
import { BookingActivityTimeline } from './application/list-booking-decisions/booking-activity-timeline';
import { ACTIVITY_TIMELINE } from '../audit';
import { GetBookingWorkflowStats } from './application/booking-workflow-stats/booking-workflow-stats.query';
import { GetBookingWorkflowStatsHandler } from './application/booking-workflow-stats/booking-workflow-stats.handler';
import { SweepBookingDeadlines } from './application/sweep-booking-deadlines/sweep-booking-deadlines.command';
import { SweepBookingDeadlinesHandler } from './application/sweep-booking-deadlines/sweep-booking-deadlines.handler';
import { bookingsRoutes } from './http/routes';
import { bookingSubscribers } from './notifications';
import { LinkTokenRowSchema } from './infrastructure/booking-tokens';
import { IdempotencyRecordSchema } from './infrastructure/idempotency-keys';
import { TOUR_AVAILABILITY } from '../catalog';
import { AvailabilityReader } from './infrastructure/availability-sql';
import { Availability } from './application/availability/availability';
import { CloseTourDates, GetTourCalendar, ReopenTourDate, UpdateTourCalendar } from './application/tour-calendar/tour-calendar.commands';
import { CloseTourDatesHandler, GetTourCalendarHandler, ReopenTourDateHandler, UpdateTourCalendarHandler } from './application/tour-calendar/tour-calendar.handlers';
import { GetTourCalendarDays } from './application/get-tour-calendar-days/get-tour-calendar-days.query';
import { GetTourCalendarDaysHandler } from './application/get-tour-calendar-days/get-tour-calendar-days.handler';
import { CloseForWeather, PreviewWeatherClosure } from './application/close-for-weather/close-for-weather.command';
import { CloseForWeatherHandler, PreviewWeatherClosureHandler } from './application/close-for-weather/close-for-weather.handler';
import { GetWeatherCancellations } from './application/close-for-weather/get-weather-cancellations.query';
import { GetWeatherCancellationsHandler } from './application/close-for-weather/get-weather-cancellations.handler';
import { bookingsSettings } from './settings';
import { BOOKING_REFERENCE_DRAW, IssuedReferences, type ReferenceDraw } from './infrastructure/booking-references';
import { randomReferenceBody } from './domain/booking-reference';

/** Bookings: travellers' booking requests, their admin review, and the emails about them. */
export const bookingsModule: AppModule = {
  name: 'bookings',
  entities: [BookingRequestSchema, LinkTokenRowSchema, IdempotencyRecordSchema],
  settings: bookingsSettings,
  register({ container, commands, queries }) {
    container.bind(BookingThrottle).toSelf().inSingletonScope();
    container.bind(BookingPageThrottle).toSelf().inSingletonScope();
    container.bind(AvailabilityReader).toSelf().inSingletonScope();
    container.bind(Availability).toSelf().inSingletonScope();
    container.bind(TOUR_AVAILABILITY).toService(Availability);
    container.bind<ReferenceDraw>(BOOKING_REFERENCE_DRAW).toConstantValue(randomReferenceBody);
    container.bind(IssuedReferences).toSelf().inSingletonScope();
    const handlers = [
      SubmitBookingRequestHandler, DecideBookingRequestHandler, DeleteBookingRequestHandler, ErasePersonalDataHandler, ErasePastPersonalDataHandler,
      ListBookingRequestsHandler, ExportBookingRequestsHandler, GetBookingRequestHandler, GetBookingStatsHandler,
      GetBookingLinkHandler, RecordBookingLinkOpenedHandler, SweepBookingDeadlinesHandler, GetBookingWorkflowStatsHandler, GetBookingTimelineHandler, ListBookingDecisionsHandler,
      UpdateTourCalendarHandler, CloseTourDatesHandler, ReopenTourDateHandler, GetTourCalendarHandler,
      GetProviderCalendarFeedHandler, RotateProviderCalendarLinkHandler,
      GetTourCalendarDaysHandler, CloseForWeatherHandler, PreviewWeatherClosureHandler, GetWeatherCancellationsHandler,
    ];
    for (const handler of handlers) container.bind(handler).toSelf().inSingletonScope();
    commands.registerGrouped(SubmitBookingRequest, SubmitBookingRequestHandler);
    commands.register(DecideBookingRequest, DecideBookingRequestHandler);
    commands.register(DeleteBookingRequest, DeleteBookingRequestHandler);
    commands.register(ErasePersonalData, ErasePersonalDataHandler);
    commands.register(ErasePastPersonalData, ErasePastPersonalDataHandler);
    queries.register(ListBookingRequests, ListBookingRequestsHandler);
    queries.register(ExportBookingRequests, ExportBookingRequestsHandler);
    queries.register(GetBookingRequest, GetBookingRequestHandler);
    queries.register(GetBookingStats, GetBookingStatsHandler);
    queries.register(GetBookingLink, GetBookingLinkHandler);
    commands.register(RecordBookingLinkOpened, RecordBookingLinkOpenedHandler);
    commands.register(SweepBookingDeadlines, SweepBookingDeadlinesHandler);
    queries.register(GetBookingWorkflowStats, GetBookingWorkflowStatsHandler);
    queries.register(GetBookingTimeline, GetBookingTimelineHandler);
    // The providers' and travellers' decisions stay on the requests' timelines; the Activity list reads them there.
    container.bind(ACTIVITY_TIMELINE).to(BookingActivityTimeline).inSingletonScope();
    commands.register(UpdateTourCalendar, UpdateTourCalendarHandler);
    commands.register(CloseTourDates, CloseTourDatesHandler);
    commands.register(ReopenTourDate, ReopenTourDateHandler);
    queries.register(GetTourCalendar, GetTourCalendarHandler);
    queries.register(GetProviderCalendarFeed, GetProviderCalendarFeedHandler);
    commands.register(RotateProviderCalendarLink, RotateProviderCalendarLinkHandler);
    queries.register(GetTourCalendarDays, GetTourCalendarDaysHandler);
    commands.register(CloseForWeather, CloseForWeatherHandler);
    queries.register(PreviewWeatherClosure, PreviewWeatherClosureHandler);
    queries.register(GetWeatherCancellations, GetWeatherCancellationsHandler);
  },
  routes: bookingsRoutes,
  // The decision links' tokens and the providers' calendar feed tokens.
  secretPaths: [/(\/booking\/[^/?#]+\/)[^/?#]+/, /(\/calendar\/providers\/)[^/?#]+/],
  periodic: ({ commands, config }) => [
    { name: 'bookings.deadline-sweep', everyMs: config.of(bookingsSettings).bookingSweepIntervalMs, run: async () => void (await commands.execute(new SweepBookingDeadlines())) },
    // Batch after batch (each its own short transaction) until none is left.
    { name: 'bookings.personal-data-erasure', everyMs: config.of(bookingsSettings).bookingSweepIntervalMs, run: () => eraseAllPast(commands) },
  ],
  subscribers: bookingSubscribers,
};

async function eraseAllPast(commands: CommandBus): Promise<void> {
  const batch = new ErasePastPersonalData();
  while ((await commands.execute(batch)) === batch.batch);
}

/** The facade: stats for the dashboard; the commands the seed uses; the booking form sent without JavaScript; the booking window the rendered pages vary with, and the venue's calendar (the seed dates its demo by it). */
export { GetBookingStats, GetBookingWorkflowStats, SubmitBookingRequest, DecideBookingRequest, GetBookingRequest, SweepBookingDeadlines, UpdateTourCalendar, CloseTourDates, GetTourCalendar };
export { bookingForm, BOOKING_FORM, type BookingFormAnswer } from './http/booking-form';
export type { BookingStats } from './application/booking-stats/booking-stats.query';
export type { BookingRequestFacts, BookingStatus } from './domain/booking-request';
export { BOOKING_LIMITS } from './infrastructure/booking-throttle';
export { addDays, bookingWindowAt, venueDate } from './domain/booking-window';
export { bookingsSettings, type BookingsSettings } from './settings';
