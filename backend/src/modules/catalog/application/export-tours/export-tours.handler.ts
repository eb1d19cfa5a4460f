import { inject, injectable } from 'inversify';
import type { QueryHandler } from '../../../../kernel/cqrs/query-bus';
import type { Sql } from '../../../../kernel/database/sql';
import { keysetBatches } from '../../../../kernel/database/keyset-batches';
import { TOKENS } from '../../../../kernel/tokens';
import { tourExportBatchStatement, type TourExportCursor } from '../../infrastructure/admin-tour-list-sql';
import { TourCategories } from '../tour-categories';
import type { ExportTours, TourExportRow } from './export-tours.query';

const BATCH = 1000;

type Row = Omit<TourExportRow, 'category'> & { cursor_at: string; category_id: string };

@injectable()
export class ExportToursHandler implements QueryHandler<ExportTours> {
  constructor(
    @inject(TOKENS.Sql) private readonly sql: Sql,
    @inject(TourCategories) private readonly categories: TourCategories,
  ) {}

  async execute({ filter }: ExportTours): Promise<AsyncIterable<readonly TourExportRow[]>> {
    const categories = await this.categories.byId();
    const rows = keysetBatches<Row, TourExportCursor>(
      (after, size) => {
        const statement = tourExportBatchStatement(filter, after, size);
        return this.sql.rows<Row>(statement.sql, [...statement.params]);
      },
      (row) => ({ createdAt: row.cursor_at, id: row.id }),
      BATCH,
    );
    return (async function* () {
      for await (const batch of rows) yield batch.map(({ cursor_at: _cursor, category_id, ...row }) => ({ ...row, category: categories.get(category_id)?.name ?? '' }));
    })();
  }
}
