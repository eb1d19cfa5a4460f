import { bookings } from '@costiera/contracts';
import { randomReferenceBody } from '../../src/modules/bookings/domain/booking-reference';

/** A well-formed reference for a request a test inserts by SQL (the column is required and unique). */
export function newReference(): string {
  return bookings.referenceOf(randomReferenceBody());
}
