import type { EntityManager } from '@mikro-orm/postgresql';
import type { Sql } from '../../../kernel/database/sql';
import type { UnitOfWork } from '../../../kernel/cqrs/unit-of-work';
import { auditContent, contentTranslationView } from './content-audit';
import type { SiteLanguages } from '../../../kernel/languages';
import { NotFound } from '../../../kernel/errors';
import { isUuid, isoTimestamp } from '../../../kernel/database/postgres';
import { ArticleTranslation } from '../domain/article-translation';
import type { ContentKind, ContentSource, ContentTranslation, ContentTranslationFacts } from '../domain/content-translation';
import { PageTranslation } from '../domain/page-translation';
import { ArticleTranslationSchema, PageTranslationSchema } from '../infrastructure/content.schema';
import { ARTICLE_SOURCE_HASH, PAGE_SOURCE_HASH, articleSource, pageSource } from '../infrastructure/translation-sources';
import { assertTranslationSlugFree, flushTranslation } from './translation-slug';

/**
 * Article and page translations are read and written the same way; what differs (tables, the
 * third text field, the aggregate) is here, once per kind, for the handlers of both to share.
 */
interface TranslationTables {
  readonly kind: ContentKind;
  /** The English items' table; their translations are in `<kind>_translations`. */
  readonly table: string;
  readonly idColumn: string;
  /** The third text field's column, in both tables. */
  readonly column: string;
  readonly sourceHash: string;
}

interface TranslationStore<F extends string, V extends string | null, T extends ContentTranslation<F, V>> extends TranslationTables {
  /** 'Article' or 'Page', for "… not found". */
  readonly noun: string;
  find(em: EntityManager, id: string, language: string): Promise<T | null>;
  source(em: EntityManager, id: string): Promise<ContentSource<F, V> | null>;
  write(id: string, language: string, facts: ContentTranslationFacts<F>, source: ContentSource<F, V>, by: string | null): T;
  /** The third text field as the translation holds it and as the API names it. */
  third(translation: T): { name: string; value: unknown };
  readonly auditKind: 'article-translation' | 'page-translation';
}

export const ARTICLE_TRANSLATIONS: TranslationStore<'excerpt', string, ArticleTranslation> = {
  kind: 'article',
  noun: 'Article',
  table: 'articles',
  idColumn: 'article_id',
  column: 'excerpt',
  sourceHash: ARTICLE_SOURCE_HASH,
  find: (em, articleId, language) => em.findOne(ArticleTranslationSchema, { articleId, language }),
  source: articleSource,
  write: (id, language, facts, source, by) => ArticleTranslation.write(id, language, facts, source, by),
  third: (translation) => ({ name: 'excerpt', value: translation.excerpt }),
  auditKind: 'article-translation',
};

export const PAGE_TRANSLATIONS: TranslationStore<'metaDescription', string | null, PageTranslation> = {
  kind: 'page',
  noun: 'Page',
  table: 'pages',
  idColumn: 'page_id',
  column: 'meta_description',
  sourceHash: PAGE_SOURCE_HASH,
  find: (em, pageId, language) => em.findOne(PageTranslationSchema, { pageId, language }),
  source: pageSource,
  write: (id, language, facts, source, by) => PageTranslation.write(id, language, facts, source, by),
  third: (translation) => ({ name: 'meta_description', value: translation.metaDescription }),
  auditKind: 'page-translation',
};

/** The translation into `language` (null when none yet), its state, and the English beside it; null for an unknown item. */
export async function readContentTranslation<R>(sql: Sql, store: TranslationTables, id: string, language: string): Promise<R | null> {
  if (!isUuid(id)) return null;
  const { table, idColumn, column } = store;
  return sql.one<R>(
    `select x.id as ${idColumn}, ?::text as language,
            case when tr.${idColumn} is null then 'missing' when tr.source_hash = ${store.sourceHash} then 'current' else 'stale' end as state,
            case when tr.${idColumn} is null then null else jsonb_build_object(
              'slug', tr.slug, 'title', tr.title, 'content', tr.content, '${column}', tr.${column}, 'published', tr.published,
              'updated_at', ${isoTimestamp('tr.updated_at')}, 'updated_by', tr.updated_by) end as translation,
            jsonb_build_object('slug', x.slug, 'title', x.title, 'content', x.content, '${column}', x.${column}, 'published', x.published,
              'updated_at', ${isoTimestamp('x.updated_at')}) as source
     from content.${table} x left join content.${store.kind}_translations tr on tr.${idColumn} = x.id and tr.language = ?
     where x.id = ?`,
    [language, language, id],
  );
}

/** Writes the translation (creates it or replaces its text) from the English as it is now. */
export async function saveContentTranslation<F extends string, V extends string | null, T extends ContentTranslation<F, V>>(
  uow: UnitOfWork,
  store: TranslationStore<F, V, T>,
  id: string,
  language: string,
  facts: ContentTranslationFacts<F>,
  by: string | null,
): Promise<void> {
  const { em } = uow;
  const source = await store.source(em, id);
  if (!source) throw new NotFound(`${store.noun} not found`);
  await assertTranslationSlugFree(em, store.kind, language, facts.slug, id);
  const existing = await store.find(em, id, language);
  const view = (t: T) => contentTranslationView(t, store.third(t));
  const label = { id, label: `${source.title} (${language})` };
  if (existing) {
    const before = view(existing);
    existing.rewrite(facts, source, by);
    auditContent(uow, store.auditKind, label, 'update', before, view(existing));
  } else {
    const written = store.write(id, language, facts, source, by);
    em.persist(written);
    auditContent(uow, store.auditKind, label, 'create', null, view(written));
  }
  await flushTranslation(em, store.kind, language, facts.slug);
}

/** Marks the translation current against the English as it is now. */
export async function confirmContentTranslation<F extends string, V extends string | null, T extends ContentTranslation<F, V>>(
  uow: UnitOfWork,
  languages: SiteLanguages,
  store: TranslationStore<F, V, T>,
  id: string,
  language: string,
  by: string | null,
): Promise<void> {
  const { em } = uow;
  const source = await store.source(em, id);
  if (!source) throw new NotFound(`${store.noun} not found`);
  const translation = await store.find(em, id, language);
  if (!translation) throw new NotFound(`This ${store.kind} has no ${languages.nameOf(language)} translation to confirm`);
  translation.confirm(source.hash, by);
  auditContent(uow, store.auditKind, { id, label: `${source.title} (${language})` }, 'confirm', null, null);
}

/** Removes the translation, recording that it is gone. */
export async function deleteContentTranslation<F extends string, V extends string | null, T extends ContentTranslation<F, V>>(
  uow: UnitOfWork,
  languages: SiteLanguages,
  store: TranslationStore<F, V, T>,
  id: string,
  language: string,
): Promise<void> {
  const { em } = uow;
  const translation = isUuid(id) ? await store.find(em, id, language) : null;
  if (!translation) throw new NotFound(`This ${store.kind} has no ${languages.nameOf(language)} translation`);
  const source = await store.source(em, id);
  translation.markDeleted();
  auditContent(uow, store.auditKind, { id, label: `${source?.title ?? store.noun} (${language})` }, 'delete', contentTranslationView(translation, store.third(translation)), null);
  em.remove(translation);
}
