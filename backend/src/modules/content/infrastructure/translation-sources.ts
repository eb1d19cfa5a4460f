import type { EntityManager } from '@mikro-orm/postgresql';
import { isUuid } from '../../../kernel/database/postgres';
import type { ArticleSource } from '../domain/article-translation';
import type { PageSource } from '../domain/page-translation';

/**
 * The hash of an English article's or page's translatable text (alias `x`), as translations
 * store it in `source_hash`: computed by the database, the one place every read and write takes
 * it from, so the state a list shows and the hash a write stores cannot disagree. The slug is
 * not part of it (each language has its own), nor is the published flag. (Tours and categories
 * hash in code with the kernel's sourceHash: their text is small enough to read for every row.)
 */
export const ARTICLE_SOURCE_HASH = `encode(sha256(convert_to(jsonb_build_array(x.title, x.excerpt, x.content)::text, 'UTF8')), 'hex')`;
export const PAGE_SOURCE_HASH = `encode(sha256(convert_to(jsonb_build_array(x.title, x.content, x.meta_description)::text, 'UTF8')), 'hex')`;

/** The English article a translation is made from, read in the command's transaction; null when unknown. */
export async function articleSource(em: EntityManager, articleId: string): Promise<ArticleSource | null> {
  if (!isUuid(articleId)) return null;
  const rows = await em
    .getConnection()
    .execute<ArticleSource[]>(`select x.title, x.content, x.excerpt, ${ARTICLE_SOURCE_HASH} as hash from content.articles x where x.id = ?`, [articleId], 'all', em.getTransactionContext());
  return rows[0] ?? null;
}

/** The English page a translation is made from, read in the command's transaction; null when unknown. */
export async function pageSource(em: EntityManager, pageId: string): Promise<PageSource | null> {
  if (!isUuid(pageId)) return null;
  const rows = await em
    .getConnection()
    .execute<Array<PageSource & { meta_description: string | null }>>(
      `select x.title, x.content, x.meta_description, ${PAGE_SOURCE_HASH} as hash from content.pages x where x.id = ?`,
      [pageId],
      'all',
      em.getTransactionContext(),
    );
  const row = rows[0];
  return row ? { title: row.title, content: row.content, metaDescription: row.meta_description, hash: row.hash } : null;
}
