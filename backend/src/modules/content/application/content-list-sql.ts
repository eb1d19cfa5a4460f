import { SOURCE_LANGUAGE } from '@costiera/contracts';
import { isUuid, searchWordPatterns } from '../../../kernel/database/postgres';
import type { ContentListFilter } from './list-articles/list-articles.query';

const TRANSLATIONS = { article: { table: 'content.article_translations', key: 'article_id' }, page: { table: 'content.page_translations', key: 'page_id' } } as const;

/** The search words (at most 8, each at most 100 characters), as one text for full-text search. */
function searchWords(search: string): string {
  return search
    .split(/\s+/)
    .filter((w) => w.length > 0)
    .slice(0, 8)
    .map((w) => w.slice(0, 100))
    .join(' ');
}

/**
 * The where clause shared by the article and page lists (alias `x`). English words match the
 * English text anywhere in a word (trigram index); words in another language match that
 * language's translation by Postgres full-text search in the language's configuration (stems,
 * stop words), accents ignored on both sides.
 */
export function contentListWhere(filter: ContentListFilter, kind: 'article' | 'page'): { where: string; params: unknown[] } {
  const clauses: string[] = [];
  const params: unknown[] = [];
  if (filter.lang && filter.lang !== SOURCE_LANGUAGE) {
    const words = filter.search ? searchWords(filter.search) : '';
    if (words !== '') {
      const { table, key } = TRANSLATIONS[kind];
      clauses.push(
        `exists (select 1 from ${table} tr where tr.${key} = x.id and tr.language = ? and tr.search_vector @@ plainto_tsquery(public.search_configuration(?), public.search_text(?)))`,
      );
      params.push(filter.lang, filter.lang, words);
    }
  } else {
    for (const pattern of searchWordPatterns(filter.search)) {
      clauses.push('x.search_doc like public.search_text(?)');
      params.push(pattern);
    }
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
