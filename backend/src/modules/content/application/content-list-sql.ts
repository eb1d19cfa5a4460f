import { isUuid, searchWordPatterns } from '../../../kernel/database/postgres';
import type { ContentListFilter } from './list-articles/list-articles.query';

/** The where clause shared by the article and page lists (alias `x`). */
export function contentListWhere(filter: ContentListFilter): { where: string; params: unknown[] } {
  const clauses: string[] = [];
  const params: unknown[] = [];
  for (const pattern of searchWordPatterns(filter.search)) {
    clauses.push('x.search_doc like public.search_text(?)');
    params.push(pattern);
  }
  if (filter.category && filter.category !== 'all') {
    if (!isUuid(filter.category)) clauses.push('false');
    else {
      clauses.push('x.category_id = ?');
      params.push(filter.category);
    }
  }
  if (filter.published !== undefined) {
    clauses.push('x.published = ?');
    params.push(filter.published);
  }
  return { where: clauses.length ? `where ${clauses.join(' and ')}` : '', params };
}
