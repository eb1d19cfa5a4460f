import type { Sql } from '../../../kernel/database/sql';
import type { ReferenceDraw } from '../domain/booking-reference';

/** Container key of the draw of a reference's six random characters (a test binds one it forces). */
export const BOOKING_REFERENCE_DRAW = Symbol.for('bookings.reference-draw');
export type { ReferenceDraw };

/**
 * Whether `reference` was ever issued: to a request that exists, or to one deleted since (the
 * delete trigger keeps its reference in `bookings.retired_references`). Both are unique indexes.
 */
export async function referenceTaken(sql: Sql, reference: string): Promise<boolean> {
  const row = await sql.one<{ taken: boolean }>(
    `select exists (select 1 from bookings.booking_requests where reference = ?)
         or exists (select 1 from bookings.retired_references where reference = ?) as taken`,
    [reference, reference],
  );
  return row?.taken === true;
}
