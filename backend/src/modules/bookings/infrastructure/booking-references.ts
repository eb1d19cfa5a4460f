import { inject, injectable } from 'inversify';
import type { MikroORM } from '@mikro-orm/postgresql';
import { TOKENS } from '../../../kernel/tokens';
import { arrayLiteral } from '../../../kernel/database/postgres';
import type { ReferenceDraw } from '../domain/booking-reference';

/** Container key of the draw of a reference's six random characters (a test binds one it forces). */
export const BOOKING_REFERENCE_DRAW = Symbol.for('bookings.reference-draw');
export type { ReferenceDraw };

interface Asked {
  readonly reference: string;
  resolve(taken: boolean): void;
  reject(err: unknown): void;
}

/** References one query asks about at most. */
const BATCH_MAX = 500;

/**
 * Whether a reference was ever issued: to a request that exists, or to one deleted since (the
 * delete trigger keeps its reference in `bookings.retired_references`); both are unique indexes.
 * References drawn while a query is out are asked together in the next one, as the creation
 * groups commit the requests built meanwhile: at rest one query per request, under load one per
 * batch (ADR 0025). Asked on the pool, never on a caller's transaction.
 */
@injectable()
export class IssuedReferences {
  private readonly waiting: Asked[] = [];
  private asking = false;

  constructor(@inject(TOKENS.Orm) private readonly orm: MikroORM) {}

  taken(reference: string): Promise<boolean> {
    return new Promise<boolean>((resolve, reject) => {
      this.waiting.push({ reference, resolve, reject });
      if (!this.asking) void this.askWaiting();
    });
  }

  private async askWaiting(): Promise<void> {
    this.asking = true;
    try {
      while (this.waiting.length > 0) {
        const batch = this.waiting.splice(0, BATCH_MAX);
        try {
          const references = arrayLiteral(batch.map((a) => a.reference));
          const rows = await this.orm.em.getConnection().execute<Array<{ reference: string }>>(
            `select reference from bookings.booking_requests where reference = any(?::text[])
             union all
             select reference from bookings.retired_references where reference = any(?::text[])`,
            [references, references],
          );
          const taken = new Set(rows.map((r) => r.reference));
          for (const a of batch) a.resolve(taken.has(a.reference));
        } catch (err) {
          for (const a of batch) a.reject(err);
        }
      }
    } finally {
      this.asking = false;
    }
  }
}
