import type { EntityManager } from '@mikro-orm/postgresql';
import { Conflict } from '../../../kernel/errors';
import { constraintViolation } from '../../../kernel/database/postgres';
import { ArticleSchema, PageSchema } from '../infrastructure/content.schema';

type Kind = 'article' | 'page';
const SCHEMA = { article: ArticleSchema, page: PageSchema } as const;
const UNIQUE = { article: 'articles_slug_unique', page: 'pages_slug_unique' } as const;

export function contentSlugTaken(kind: Kind, slug: string): Conflict {
  return new Conflict(`${kind === 'article' ? 'An article' : 'A page'} with the slug "${slug}" already exists`, [{ field: 'slug', message: 'is already taken' }]);
}

/** Article slugs are unique among articles, page slugs among pages. */
export async function assertContentSlugFree(em: EntityManager, kind: Kind, slug: string, exceptId: string | null): Promise<void> {
  const where = { slug, ...(exceptId ? { id: { $ne: exceptId } } : {}) };
  const clash = kind === 'article' ? await em.findOne(SCHEMA.article, where) : await em.findOne(SCHEMA.page, where);
  if (clash) throw contentSlugTaken(kind, slug);
}

/** Flushes, turning a race on the slug's unique constraint into the same 409. */
export async function flushContent(em: EntityManager, kind: Kind, slug: string): Promise<void> {
  try {
    await em.flush();
  } catch (err) {
    if (constraintViolation(err)?.constraint === UNIQUE[kind]) throw contentSlugTaken(kind, slug);
    throw err;
  }
}
