import type { content } from '@costiera/contracts';
import { inject, injectable } from 'inversify';
import type { QueryHandler } from '../../../../kernel/cqrs/query-bus';
import type { Sql } from '../../../../kernel/database/sql';
import { isoTimestamp, isUuid } from '../../../../kernel/database/postgres';
import { translationState, type SiteLanguages } from '../../../../kernel/languages';
import { TOKENS } from '../../../../kernel/tokens';
import { categorySourceHash } from '../../domain/category-translation';
import type { CategoryTranslationView, GetCategoryTranslation } from './get-category-translation.query';

@injectable()
export class GetCategoryTranslationHandler implements QueryHandler<GetCategoryTranslation, CategoryTranslationView | null> {
  constructor(
    @inject(TOKENS.Sql) private readonly sql: Sql,
    @inject(TOKENS.SiteLanguages) private readonly languages: SiteLanguages,
  ) {}

  async execute({ categoryId, language }: GetCategoryTranslation): Promise<CategoryTranslationView | null> {
    this.languages.translation(language);
    if (!isUuid(categoryId)) return null;
    const english = await this.sql.one<{ name: string }>('select name from content.categories where id = ?', [categoryId]);
    if (!english) return null;
    const row = await this.sql.one<content.CategoryTranslation & { source_hash: string }>(
      `select language, name, source_hash, ${isoTimestamp('updated_at')} as updated_at, updated_by
       from content.category_translations where category_id = ? and language = ?`,
      [categoryId, language],
    );
    if (!row) return { categoryId, language, english, translation: null };
    const { source_hash: stored, ...text } = row;
    const state = translationState(stored, categorySourceHash(english)) as 'stale' | 'current';
    return { categoryId, language, english, translation: { text, state } };
  }
}
