import { bookings } from '@costiera/contracts';
import { AggregateRoot } from '../../../kernel/messaging/domain-event';
import { BusinessRuleViolation } from '../../../kernel/errors';

/** SPEC section 4: pending (the default), confirmed, cancelled; an admin may set any of them. */
export type BookingStatus = bookings.BookingStatus;

export interface BookingRequestFacts {
  readonly tourId: string;
  readonly customerName: string;
  readonly customerEmail: string;
  readonly customerPhone: string | null;
  /** The preferred date, YYYY-MM-DD. */
  readonly date: string;
  readonly people: number;
  readonly message: string | null;
}

/** A traveller's request to book a tour; the provider confirms it afterwards (no payment). */
export class BookingRequest extends AggregateRoot {
  private constructor(
    readonly id: string,
    readonly tourId: string,
    readonly customerName: string,
    readonly customerEmail: string,
    readonly customerPhone: string | null,
    readonly date: string,
    readonly people: number,
    readonly message: string | null,
    public status: BookingStatus,
    readonly createdAt: Date,
    public updatedAt: Date,
  ) {
    super();
  }

  /** People run from 1 to the tour's max passengers (SPEC section 5). */
  static submit(id: string, facts: BookingRequestFacts, tour: { readonly maxPassengers: number }, now = new Date()): BookingRequest {
    if (!Number.isInteger(facts.people) || facts.people < 1 || facts.people > tour.maxPassengers) {
      throw new BusinessRuleViolation(
        `This tour takes at most ${tour.maxPassengers} ${tour.maxPassengers === 1 ? 'person' : 'people'}; choose from 1 to ${tour.maxPassengers}`,
        [{ field: 'people', message: `must be from 1 to ${tour.maxPassengers}` }],
      );
    }
    const r = new BookingRequest(id, facts.tourId, facts.customerName, facts.customerEmail, facts.customerPhone, facts.date, facts.people, facts.message, 'pending', now, now);
    r.record({ name: 'bookings.booking-request.submitted.v1', payload: { bookingRequestId: id, tourId: facts.tourId, people: facts.people, date: facts.date } });
    return r;
  }

  changeStatus(status: BookingStatus, now = new Date()): void {
    if (!(bookings.BOOKING_STATUSES as readonly string[]).includes(status)) {
      throw new BusinessRuleViolation(`Status must be one of ${bookings.BOOKING_STATUSES.join(', ')}`, [{ field: 'status', message: 'is not a booking status' }]);
    }
    if (status === this.status) return;
    const from = this.status;
    this.status = status;
    this.updatedAt = now;
    this.record({ name: 'bookings.booking-request.status-changed.v1', payload: { bookingRequestId: this.id, from, to: status } });
  }

  markDeleted(): void {
    this.record({ name: 'bookings.booking-request.deleted.v1', payload: { bookingRequestId: this.id, tourId: this.tourId } });
  }
}
