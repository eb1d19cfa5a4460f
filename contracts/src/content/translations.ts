import * as t from 'io-ts';
import { boolean, closed, nullable, optionalText, slug } from '../codecs';
import { NoContent, route } from '../http';
import { TranslationState } from '../i18n/languages';

/**
 * Articles and pages in the site's other languages (docs/adr/0019): a translation is whole or
 * absent, has its own slug and published flag, and is 'stale' once the English it was made
 * from has changed, until it is updated or confirmed.
 */

/** Whether the item is published in each of the site's other languages, by language code. */
export const TranslationsPublished = t.record(t.string, t.boolean, 'TranslationsPublished');

/** A language the item has a page in, with its slug there: what hreflang links are written from. */
export const Alternate = t.type({ lang: t.string, slug: t.string }, 'Alternate');
export type Alternate = t.TypeOf<typeof Alternate>;

/** An item and one of the site's languages other than English (anything else: 422 naming the site's languages). */
export const TranslationParams = t.type({ id: t.string, lang: t.string });

/**
 * An item's translation into one language, its state, and the English it is made from, for an
 * item whose id is `idKey` and whose third text field (after title and content) is `field`.
 */
function adminTranslation<I extends string, F extends string, C extends t.Mixed>(idKey: I, field: F, codec: C, name: string) {
  const third = { [field]: codec } as Record<F, C>;
  return t.type(
    {
      ...({ [idKey]: t.string } as Record<I, t.StringC>),
      language: t.string,
      state: TranslationState,
      translation: nullable(t.type({ slug: t.string, title: t.string, content: t.string, ...third, published: t.boolean, updated_at: t.string, updated_by: nullable(t.string) })),
      source: t.type({ slug: t.string, title: t.string, content: t.string, ...third, published: t.boolean, updated_at: t.string }),
    },
    name,
  );
}

/** Reading, writing, deleting and confirming an article's or a page's translation into one language. */
function translationRoutes<B extends t.Any, R extends t.Any>(kind: 'article' | 'page', body: B, response: R) {
  const path = `/api/admin/${kind}s/:id/translations/:lang`;
  const access = 'admin';
  const params = TranslationParams;
  return {
    get: route({ name: `content.admin.get-${kind}-translation`, method: 'GET', path, access, params, response }),
    put: route({ name: `content.admin.put-${kind}-translation`, method: 'PUT', path, access, params, body, response }),
    delete: route({ name: `content.admin.delete-${kind}-translation`, method: 'DELETE', path, access, params, response: NoContent, status: 204 }),
    /** The translation still holds for the current English: it becomes current as it is. */
    confirm: route({ name: `content.admin.confirm-${kind}-translation`, method: 'POST', path: `${path}/confirm`, access, params, response, status: 200 }),
  };
}

/** What staff write for an article in another language; a field the English fills must be filled (422 otherwise). */
export const ArticleTranslationBody = closed(
  { slug: slug('Slug') },
  { title: optionalText('Title', 200), content: optionalText('Content', 100_000), excerpt: optionalText('Excerpt', 500), published: boolean('Published') },
  'ArticleTranslationBody',
);
export type ArticleTranslationBody = t.TypeOf<typeof ArticleTranslationBody>;

/** An article's translation into one language, its state, and the English it is made from. */
export const AdminArticleTranslation = adminTranslation('article_id', 'excerpt', t.string, 'AdminArticleTranslation');
export type AdminArticleTranslation = t.TypeOf<typeof AdminArticleTranslation>;

export const {
  get: getArticleTranslation,
  put: putArticleTranslation,
  delete: deleteArticleTranslation,
  confirm: confirmArticleTranslation,
} = translationRoutes('article', ArticleTranslationBody, AdminArticleTranslation);

/** What staff write for a page in another language; a field the English fills must be filled (422 otherwise). */
export const PageTranslationBody = closed(
  { slug: slug('Slug') },
  { title: optionalText('Title', 200), content: optionalText('Content', 100_000), metaDescription: optionalText('Meta description', 160), published: boolean('Published') },
  'PageTranslationBody',
);
export type PageTranslationBody = t.TypeOf<typeof PageTranslationBody>;

/** A page's translation into one language, its state, and the English it is made from. */
export const AdminPageTranslation = adminTranslation('page_id', 'meta_description', nullable(t.string), 'AdminPageTranslation');
export type AdminPageTranslation = t.TypeOf<typeof AdminPageTranslation>;

export const {
  get: getPageTranslation,
  put: putPageTranslation,
  delete: deletePageTranslation,
  confirm: confirmPageTranslation,
} = translationRoutes('page', PageTranslationBody, AdminPageTranslation);
