import type { EntityManager } from '@mikro-orm/postgresql';
import { Conflict } from '../../../kernel/errors';
import { constraintViolation } from '../../../kernel/database/postgres';
import { languageName } from '../../../kernel/languages';
import { ArticleTranslationSchema, PageTranslationSchema } from '../infrastructure/content.schema';

type Kind = 'article' | 'page';
const UNIQUE = { article: 'article_translations_language_slug_unique', page: 'page_translations_language_slug_unique' } as const;

export function translationSlugTaken(kind: Kind, language: string, slug: string): Conflict {
  return new Conflict(`${kind === 'article' ? 'An article' : 'A page'} in ${languageName(language)} with the slug "${slug}" already exists`, [{ field: 'slug', message: 'is already taken' }]);
}

/** Slugs are unique per language among articles (pages): an Italian slug may still equal an English one. */
export async function assertTranslationSlugFree(em: EntityManager, kind: Kind, language: string, slug: string, exceptId: string): Promise<void> {
  const clash =
    kind === 'article'
      ? await em.findOne(ArticleTranslationSchema, { language, slug, articleId: { $ne: exceptId } })
      : await em.findOne(PageTranslationSchema, { language, slug, pageId: { $ne: exceptId } });
  if (clash) throw translationSlugTaken(kind, language, slug);
}

/** Flushes, turning a race on the (language, slug) unique constraint into the same 409. */
export async function flushTranslation(em: EntityManager, kind: Kind, language: string, slug: string): Promise<void> {
  try {
    await em.flush();
  } catch (err) {
    if (constraintViolation(err)?.constraint === UNIQUE[kind]) throw translationSlugTaken(kind, language, slug);
    throw err;
  }
}
