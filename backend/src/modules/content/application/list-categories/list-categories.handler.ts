import type { content } from '@costiera/contracts';
import { inject, injectable } from 'inversify';
import type { QueryHandler } from '../../../../kernel/cqrs/query-bus';
import type { Sql } from '../../../../kernel/database/sql';
import { isoTimestamp, isUuid } from '../../../../kernel/database/postgres';
import { TOKENS } from '../../../../kernel/tokens';
import { CategoryUsageCounter } from '../category-usage';
import { CategoryTranslationStates } from '../category-translation-states';
import type { GetCategory, ListCategories } from './list-categories.query';

const SELECT = `select id, name, slug, type, description, ${isoTimestamp('created_at')} as created_at from content.categories`;
type Row = Omit<content.Category, 'usage' | 'translations'>;

@injectable()
export class ListCategoriesHandler implements QueryHandler<ListCategories, content.Category[]> {
  constructor(
    @inject(TOKENS.Sql) private readonly sql: Sql,
    @inject(CategoryUsageCounter) private readonly usage: CategoryUsageCounter,
    @inject(CategoryTranslationStates) private readonly translations: CategoryTranslationStates,
  ) {}

  async execute(query: ListCategories): Promise<content.Category[]> {
    const rows = query.type
      ? await this.sql.rows<Row>(`${SELECT} where type = ? order by name, id`, [query.type])
      : await this.sql.rows<Row>(`${SELECT} order by type, name, id`);
    const counts = await this.usage.count(rows);
    return this.translations.of(rows.map((r) => ({ ...r, usage: counts.get(r.id) ?? 0 })));
  }
}

@injectable()
export class GetCategoryHandler implements QueryHandler<GetCategory, content.Category | null> {
  constructor(
    @inject(TOKENS.Sql) private readonly sql: Sql,
    @inject(CategoryUsageCounter) private readonly usage: CategoryUsageCounter,
    @inject(CategoryTranslationStates) private readonly translations: CategoryTranslationStates,
  ) {}

  async execute(query: GetCategory): Promise<content.Category | null> {
    if (!isUuid(query.id)) return null;
    const row = await this.sql.one<Row>(`${SELECT} where id = ?`, [query.id]);
    if (!row) return null;
    const [category] = await this.translations.of([{ ...row, usage: await this.usage.countOne(row.id, row.type) }]);
    return category!;
  }
}
