import { bookings } from '@costiera/contracts';
import { randomReferenceBody } from '../../src/modules/bookings/domain/booking-reference';

/** A well-formed reference for a request a test inserts by SQL (the column is required and unique). */
export function newReference(): string {
  return bookings.referenceOf(randomReferenceBody());
}

/** Each request's reference by its id, from the answers of POST /api/booking-requests (the test app notes them). */
const referenceById = new Map<string, string>();

export function noteBookingReceipt(body: unknown): void {
  const receipt = body as { id?: unknown; reference?: unknown } | undefined;
  if (typeof receipt?.id === 'string' && typeof receipt.reference === 'string') referenceById.set(receipt.id, receipt.reference);
}

/** Whether `mail` tells of request `id`: emails quote the request's reference, never its id. */
export function mentions(mail: { readonly text: string }, id: string): boolean {
  const reference = referenceById.get(id);
  if (!reference) throw new Error(`request ${id} was not sent through the test app's POST /api/booking-requests: its reference is unknown`);
  return mail.text.includes(reference);
}

/** `subject` as the email writes it: followed by the reference (or references) it is about, in brackets. */
export function withReferences(subject: string): RegExp {
  const escaped = subject.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const one = `CST-[${bookings.REFERENCE_ALPHABET}]{${bookings.REFERENCE_LENGTH}}`;
  return new RegExp(`^${escaped} \\(${one}(, ${one})*\\)$`);
}
