import { inject, injectable } from 'inversify';
import type { QueryBus, QueryHandler } from '../../../../kernel/cqrs/query-bus';
import type { Sql } from '../../../../kernel/database/sql';
import { keysetBatches } from '../../../../kernel/database/keyset-batches';
import { TOKENS } from '../../../../kernel/tokens';
import type { Clock } from '../../../../kernel/clock';
import { FindTourFacts } from '../../../catalog';
import { bookingExportBatchStatement, type BookingExportCursor } from '../../infrastructure/booking-list-sql';
import type { BookingExportRow, ExportBookingRequests } from './export-booking-requests.query';

/** Rows one batch reads: large enough that 200,000 rows take few round trips, small enough to stay a few hundred kilobytes. */
const BATCH = 2000;

type Row = Omit<BookingExportRow, 'tour'> & { cursor_at: string };

@injectable()
export class ExportBookingRequestsHandler implements QueryHandler<ExportBookingRequests> {
  constructor(
    @inject(TOKENS.Sql) private readonly sql: Sql,
    @inject(TOKENS.QueryBus) private readonly queries: QueryBus,
    @inject(TOKENS.Clock) private readonly clock: Clock,
  ) {}

  async execute({ filter: asked }: ExportBookingRequests): Promise<AsyncIterable<readonly BookingExportRow[]>> {
    const filter = { ...asked, now: asked.now ?? this.clock.now() };
    const batches = keysetBatches<Row, BookingExportCursor>(
      (after, size) => {
        const statement = bookingExportBatchStatement(filter, after, size);
        return this.sql.rows<Row>(statement.sql, [...statement.params]);
      },
      (row) => ({ createdAt: row.cursor_at, id: row.id }),
      BATCH,
    );
    return this.withTourTitles(batches);
  }

  /** Each row with its tour's title, asked of the catalog once per tour (a few hundred tours at most), for a whole batch at a time. */
  private async *withTourTitles(batches: AsyncIterable<readonly Row[]>): AsyncGenerator<readonly BookingExportRow[]> {
    const titles = new Map<string, string | null>();
    for await (const batch of batches) {
      const unseen = [...new Set(batch.map((r) => r.tour_id).filter((id) => !titles.has(id)))];
      if (unseen.length > 0) {
        for (const id of unseen) titles.set(id, null);
        for (const tour of await this.queries.execute(new FindTourFacts(unseen))) titles.set(tour.id, tour.title);
      }
      yield batch.map(({ cursor_at: _cursor, ...row }) => ({ ...row, tour: titles.get(row.tour_id) ?? null }));
    }
  }
}
