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

/** What staff write for an article in another language; a field the English fills must be filled (422 otherwise). */
export const ArticleTranslationBody = closed(
  { slug: slug('Slug') },
  { title: optionalText('Title', 200), content: optionalText('Content', 100_000), excerpt: optionalText('Excerpt', 500), published: boolean('Published') },
  'ArticleTranslationBody',
);
export type ArticleTranslationBody = t.TypeOf<typeof ArticleTranslationBody>;

/** An article's translation into one language, its state, and the English it is made from. */
export const AdminArticleTranslation = t.type(
  {
    article_id: t.string,
    language: t.string,
    state: TranslationState,
    translation: nullable(
      t.type({ slug: t.string, title: t.string, content: t.string, excerpt: t.string, published: t.boolean, updated_at: t.string, updated_by: nullable(t.string) }),
    ),
    source: t.type({ slug: t.string, title: t.string, content: t.string, excerpt: t.string, published: t.boolean, updated_at: t.string }),
  },
  'AdminArticleTranslation',
);
export type AdminArticleTranslation = t.TypeOf<typeof AdminArticleTranslation>;

export const getArticleTranslation = route({
  name: 'content.admin.get-article-translation',
  method: 'GET',
  path: '/api/admin/articles/:id/translations/:lang',
  access: 'admin',
  params: TranslationParams,
  response: AdminArticleTranslation,
});
export const putArticleTranslation = route({
  name: 'content.admin.put-article-translation',
  method: 'PUT',
  path: '/api/admin/articles/:id/translations/:lang',
  access: 'admin',
  params: TranslationParams,
  body: ArticleTranslationBody,
  response: AdminArticleTranslation,
});
export const deleteArticleTranslation = route({
  name: 'content.admin.delete-article-translation',
  method: 'DELETE',
  path: '/api/admin/articles/:id/translations/:lang',
  access: 'admin',
  params: TranslationParams,
  response: NoContent,
  status: 204,
});
/** The translation still holds for the current English: it becomes current as it is. */
export const confirmArticleTranslation = route({
  name: 'content.admin.confirm-article-translation',
  method: 'POST',
  path: '/api/admin/articles/:id/translations/:lang/confirm',
  access: 'admin',
  params: TranslationParams,
  response: AdminArticleTranslation,
  status: 200,
});

/** What staff write for a page in another language; a field the English fills must be filled (422 otherwise). */
export const PageTranslationBody = closed(
  { slug: slug('Slug') },
  { title: optionalText('Title', 200), content: optionalText('Content', 100_000), metaDescription: optionalText('Meta description', 160), published: boolean('Published') },
  'PageTranslationBody',
);
export type PageTranslationBody = t.TypeOf<typeof PageTranslationBody>;

/** A page's translation into one language, its state, and the English it is made from. */
export const AdminPageTranslation = t.type(
  {
    page_id: t.string,
    language: t.string,
    state: TranslationState,
    translation: nullable(
      t.type({ slug: t.string, title: t.string, content: t.string, meta_description: nullable(t.string), published: t.boolean, updated_at: t.string, updated_by: nullable(t.string) }),
    ),
    source: t.type({ slug: t.string, title: t.string, content: t.string, meta_description: nullable(t.string), published: t.boolean, updated_at: t.string }),
  },
  'AdminPageTranslation',
);
export type AdminPageTranslation = t.TypeOf<typeof AdminPageTranslation>;

export const getPageTranslation = route({
  name: 'content.admin.get-page-translation',
  method: 'GET',
  path: '/api/admin/pages/:id/translations/:lang',
  access: 'admin',
  params: TranslationParams,
  response: AdminPageTranslation,
});
export const putPageTranslation = route({
  name: 'content.admin.put-page-translation',
  method: 'PUT',
  path: '/api/admin/pages/:id/translations/:lang',
  access: 'admin',
  params: TranslationParams,
  body: PageTranslationBody,
  response: AdminPageTranslation,
});
export const deletePageTranslation = route({
  name: 'content.admin.delete-page-translation',
  method: 'DELETE',
  path: '/api/admin/pages/:id/translations/:lang',
  access: 'admin',
  params: TranslationParams,
  response: NoContent,
  status: 204,
});
export const confirmPageTranslation = route({
  name: 'content.admin.confirm-page-translation',
  method: 'POST',
  path: '/api/admin/pages/:id/translations/:lang/confirm',
  access: 'admin',
  params: TranslationParams,
  response: AdminPageTranslation,
  status: 200,
});
