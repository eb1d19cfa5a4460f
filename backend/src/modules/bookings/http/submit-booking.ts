import type { bookings } from '@costiera/contracts';
import type { ModuleContext } from '../../../kernel/module';
import { BookingThrottle } from '../infrastructure/booking-throttle';
import { SubmitBookingRequest } from '../application/submit-booking-request/submit-booking-request.command';

/** A decoded booking request from client address `ip`: throttled, then stored through the command bus. One path for the API and the plain form. */
export function bookingSubmitter({ container, commands }: Pick<ModuleContext, 'container' | 'commands'>) {
  const throttle = container.get(BookingThrottle);
  return async (body: bookings.BookingRequestBody, ip: string) => {
    await throttle.consume(ip);
    return commands.execute(
      new SubmitBookingRequest({
        tourId: body.tourId,
        customerName: body.customerName,
        customerEmail: body.customerEmail,
        customerPhone: body.customerPhone ?? null,
        date: body.date,
        people: body.people,
        message: body.message ?? null,
      }),
    );
  };
}
