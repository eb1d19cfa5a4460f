import { bookings, SOURCE_LANGUAGE } from '@costiera/contracts';
import type { RouteTable } from '../../../kernel/http/route-table';
import type { ModuleContext } from '../../../kernel/module';
import { BadRequest, NotFound } from '../../../kernel/errors';
import type { Clock } from '../../../kernel/clock';
import { TOKENS } from '../../../kernel/tokens';
import { bookingWindowAt } from '../domain/booking-window';
import { bookingSubmitter, idempotencyKeyOf } from './submit-booking';
import { availabilityRoutes } from './availability-routes';
import { bookingPages } from '../pages/booking-pages';
import { calendarFeedPage } from '../pages/calendar-feed-page';
import { linkPage } from '../notifications/send-booking-email';
import { DecideBookingRequest } from '../application/decide-booking-request/decide-booking-request.command';
import { DeleteBookingRequest } from '../application/delete-booking-request/delete-booking-request.command';
import { ListBookingRequests, type BookingRequestFilter } from '../application/list-booking-requests/list-booking-requests.query';
import { ExportBookingRequests } from '../application/export-booking-requests/export-booking-requests.query';
import { BOOKING_EXPORT_COLUMNS } from './booking-export-columns';
import { sendCsv } from '../../../kernel/http/csv-answer';
import type { Logger } from '../../../kernel/logger';
import { GetBookingRequest } from '../application/get-booking-request/get-booking-request.query';
import { GetBookingTimeline } from '../application/get-booking-timeline/get-booking-timeline.query';
import { RotateProviderCalendarLink } from '../application/rotate-provider-calendar-link/rotate-provider-calendar-link.command';
import { calendarFeedUrl } from '../infrastructure/calendar-feed-tokens';
import { bookingsSettings } from '../settings';
import { submissionCounter } from '../metrics';
import { BookingLanguages } from '../messages/booking-languages';
import { refusalIn } from '../messages/refusal-text';

/** SPEC section 9: booking requests page size. */
const REQUESTS_PER_PAGE = 10;

/** The admin search's answer to a reference whose check character does not fit: told before any lookup. */
export const REFERENCE_TYPO = 'This booking reference has a typo: check each character against the email';

/** The list's search: a booking reference (as stored) or words; a mistyped reference is a 400. */
function searchOf(search: string | undefined): { search?: string; reference?: string } {
  if (search === undefined) return {};
  const typed = bookings.readReference(search);
  if (typed.kind === 'typo') throw new BadRequest(REFERENCE_TYPO, [{ field: 'search', message: 'is a booking reference with a typo' }]);
  if (typed.kind === 'none') return { search };
  return typed.couldBeWord ? { search, reference: typed.value } : { reference: typed.value };
}

/** The admin list's filters as its query string gives them (the export takes the same). */
function listFilter(query: bookings.BookingListFilters): Omit<BookingRequestFilter, 'page' | 'limit'> {
  return {
    status: query.status && query.status !== 'all' ? query.status : null,
    ...searchOf(query.search),
    stage: query.stage,
    decidedBy: query.decided_by,
  };
}

function found<T>(value: T | null): T {
  if (value === null) throw new NotFound('Booking request not found');
  return value;
}

export function bookingsRoutes(table: RouteTable, context: ModuleContext): void {
  const { container, commands, queries, config } = context;
  const submit = bookingSubmitter(context);
  const clock = container.get<Clock>(TOKENS.Clock);
  // Never cached: it moves with the clock (at midnight and when a date's requests close).
  table.add(bookings.getBookingWindow, async () => bookingWindowAt(clock.now(), config.of(bookingsSettings).bookingWindow));
  const languages = new BookingLanguages(config.siteLanguages);
  table.add(bookings.submitBookingRequest, async ({ body, ctx }) => {
    // A request sent from a page in another language is refused in that language (English keeps the spec's words).
    const stored = await submit(body, ctx.ip, idempotencyKeyOf(ctx.get('Idempotency-Key'))).catch((err: unknown) => {
      throw refusalIn(err, languages.of(body.language ?? SOURCE_LANGUAGE));
    });
    return {
      id: stored.id,
      status: stored.status,
      created_at: stored.createdAt.toISOString(),
      reference: stored.reference,
      status_url: linkPage(config.publicBaseUrl, 'traveller', stored.statusToken),
    };
  }, { answered: submissionCounter(context.metrics) });

  table.add(bookings.listBookingRequests, async ({ query }) =>
    queries.execute(new ListBookingRequests({ page: query.page ?? 1, limit: query.limit ?? REQUESTS_PER_PAGE, ...listFilter(query) })),
  );
  const logger = container.get<Logger>(TOKENS.Logger);
  table.add(bookings.exportBookingRequests, async ({ query, ctx }) => {
    const batches = await queries.execute(new ExportBookingRequests(listFilter(query)));
    await sendCsv(ctx, { filename: `booking-requests-${clock.now().toISOString().slice(0, 10)}.csv`, columns: BOOKING_EXPORT_COLUMNS, batches }, logger);
  });
  // The spec's status change: an admin's decision (any status, at any time), recorded with the username.
  table.add(bookings.changeBookingStatus, async ({ params, body, user }) => {
    await commands.execute(new DecideBookingRequest(params.id, { kind: 'admin', username: user!.username }, { action: 'set-status', status: body.status }));
    return found(await queries.execute(new GetBookingRequest(params.id)));
  });
  table.add(bookings.getBookingTimeline, async ({ params }) => found(await queries.execute(new GetBookingTimeline(params.id))));
  table.add(bookings.deleteBookingRequest, async ({ params }) => {
    await commands.execute(new DeleteBookingRequest(params.id));
  });
  table.add(bookings.rotateProviderCalendarLink, async ({ params, user }) => {
    const token = await commands.execute(new RotateProviderCalendarLink(params.id, user!.username));
    return { provider_id: params.id, url: calendarFeedUrl(config.publicBaseUrl, token) };
  });
  availabilityRoutes(table, context);
  // The pages the emails link to (deciding, following a request) and the provider's calendar feed.
  bookingPages(table, context);
  calendarFeedPage(table, context);
}
