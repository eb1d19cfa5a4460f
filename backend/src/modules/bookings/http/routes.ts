import { bookings } from '@costiera/contracts';
import type { RouteTable } from '../../../kernel/http/route-table';
import type { ModuleContext } from '../../../kernel/module';
import { NotFound } from '../../../kernel/errors';
import { bookingSubmitter } from './submit-booking';
import { ChangeBookingStatus } from '../application/change-booking-status/change-booking-status.command';
import { DeleteBookingRequest } from '../application/delete-booking-request/delete-booking-request.command';
import { ListBookingRequests } from '../application/list-booking-requests/list-booking-requests.query';
import { GetBookingRequest } from '../application/get-booking-request/get-booking-request.query';

/** SPEC section 9: booking requests page size. */
const REQUESTS_PER_PAGE = 10;

function found<T>(value: T | null): T {
  if (value === null) throw new NotFound('Booking request not found');
  return value;
}

export function bookingsRoutes(table: RouteTable, { container, commands, queries }: ModuleContext): void {
  const submit = bookingSubmitter({ container, commands });
  table.add(bookings.submitBookingRequest, async ({ body, ctx }) => {
    const stored = await submit(body, ctx.ip);
    return { id: stored.id, status: stored.status, created_at: stored.createdAt.toISOString() };
  });

  table.add(
    bookings.listBookingRequests,
    async ({ query }) =>
      queries.execute(
        new ListBookingRequests({
          page: query.page ?? 1,
          limit: query.limit ?? REQUESTS_PER_PAGE,
          status: query.status && query.status !== 'all' ? query.status : null,
          search: query.search,
        }),
      ),
  );
  table.add(bookings.changeBookingStatus, async ({ params, body }) => {
    await commands.execute(new ChangeBookingStatus(params.id, body.status));
    return found(await queries.execute(new GetBookingRequest(params.id)));
  });
  table.add(bookings.deleteBookingRequest, async ({ params }) => {
    await commands.execute(new DeleteBookingRequest(params.id));
  });
}
