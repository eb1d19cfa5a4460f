import { inject, injectable } from 'inversify';
import type { MikroORM } from '@mikro-orm/postgresql';
import { TOKENS } from '../../../kernel/tokens';
import type { ReferenceDraw } from '../domain/booking-reference';

/** Container key of the draw of a reference's six random characters (a test binds one it forces). */
export const BOOKING_REFERENCE_DRAW = Symbol.for('bookings.reference-draw');
export type { ReferenceDraw };

/**
 * Whether a reference was ever issued: to a request that exists, or to one deleted since (the
 * delete trigger keeps its reference in `bookings.retired_references`); both are unique indexes.
 * Asked on the pool, never on a caller's transaction.
 */
@injectable()
export class IssuedReferences {
  constructor(@inject(TOKENS.Orm) private readonly orm: MikroORM) {}

  async taken(reference: string): Promise<boolean> {
    const rows = await this.orm.em.getConnection().execute<Array<{ taken: boolean }>>(
      `select exists (select 1 from bookings.booking_requests where reference = ?)
           or exists (select 1 from bookings.retired_references where reference = ?) as taken`,
      [reference, reference],
    );
    return rows[0]?.taken === true;
  }
}
