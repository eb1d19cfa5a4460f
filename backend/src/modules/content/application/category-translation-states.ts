import type { TranslationStates } from '@costiera/contracts';
import { inject, injectable } from 'inversify';
import type { Sql } from '../../../kernel/database/sql';
import { arrayLiteral } from '../../../kernel/database/postgres';
import { translationState, type SiteLanguages } from '../../../kernel/languages';
import { TOKENS } from '../../../kernel/tokens';
import { categorySourceHash } from '../domain/category-translation';

/** For the admin's categories: where each of the site's other languages stands (missing, stale, current), from the English name beside it. */
@injectable()
export class CategoryTranslationStates {
  constructor(
    @inject(TOKENS.Sql) private readonly sql: Sql,
    @inject(TOKENS.SiteLanguages) private readonly languages: SiteLanguages,
  ) {}

  async of<T extends { id: string; name: string }>(categories: readonly T[]): Promise<Array<T & { translations: TranslationStates }>> {
    const languages = this.languages.translated;
    const stored = new Map<string, string>();
    if (categories.length > 0 && languages.length > 0) {
      const rows = await this.sql.rows<{ category_id: string; language: string; source_hash: string }>(
        'select category_id, language, source_hash from content.category_translations where category_id = any(?::uuid[]) and language = any(?::text[])',
        [arrayLiteral(categories.map((c) => c.id)), arrayLiteral([...languages])],
      );
      for (const r of rows) stored.set(`${r.category_id} ${r.language}`, r.source_hash);
    }
    return categories.map((category) => {
      const current = categorySourceHash(category);
      return { ...category, translations: Object.fromEntries(languages.map((l) => [l, translationState(stored.get(`${category.id} ${l}`), current)])) };
    });
  }
}
