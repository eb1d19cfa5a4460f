import * as t from 'io-ts';
import { boolean, closed, nullable, oneOf, optionalText, optionalUrl, paged, queryBoolean, queryInt, queryText, slug, text } from '../codecs';
import { NoContent, route } from '../http';
import { TranslationState, TranslationStates, queryLanguage } from '../i18n/languages';
import { Alternate, TranslationParams, TranslationsPublished } from './translations';
import { PublicPhoto } from '../media';

export * from './translations';

export const CATEGORY_TYPES = ['tour', 'article', 'page'] as const;
export const CategoryType = oneOf('Type', CATEGORY_TYPES);
export type CategoryType = t.TypeOf<typeof CategoryType>;

export const Category = t.type(
  {
    id: t.string,
    name: t.string,
    slug: t.string,
    type: t.string,
    description: nullable(t.string),
    /** How many tours, articles or pages use this category. */
    usage: t.number,
    created_at: t.string,
    /** Each of the site's languages other than English: whether the name's translation is missing, stale or current. */
    translations: TranslationStates,
  },
  'Category',
);
export type Category = t.TypeOf<typeof Category>;

export const CategoryBody = closed(
  { name: text('Name', 100), slug: slug('Slug'), type: CategoryType },
  { description: optionalText('Description', 1000) },
  'CategoryBody',
);
export type CategoryBody = t.TypeOf<typeof CategoryBody>;

const IdParams = t.type({ id: t.string });
const SlugParams = t.type({ slug: t.string });

export const listCategories = route({
  name: 'content.admin.list-categories',
  method: 'GET',
  path: '/api/admin/categories',
  access: 'admin',
  query: closed({}, { type: oneOf('Type', ['tour', 'article', 'page', 'all']) }),
  response: t.type({ data: t.array(Category) }),
});
export const createCategory = route({ name: 'content.admin.create-category', method: 'POST', path: '/api/admin/categories', access: 'admin', body: CategoryBody, response: Category });
export const updateCategory = route({ name: 'content.admin.update-category', method: 'PUT', path: '/api/admin/categories/:id', access: 'admin', params: IdParams, body: CategoryBody, response: Category });
/** A category's name in one language, as stored. */
export const CategoryTranslation = t.type({ language: t.string, name: t.string, updated_at: t.string, updated_by: nullable(t.string) }, 'CategoryTranslation');
export type CategoryTranslation = t.TypeOf<typeof CategoryTranslation>;
/** A category's translation with where it stands and the English name beside it. */
export const CategoryTranslationAnswer = t.type(
  { category_id: t.string, language: t.string, state: TranslationState, translation: CategoryTranslation, english: t.type({ name: t.string }) },
  'CategoryTranslationAnswer',
);
export type CategoryTranslationAnswer = t.TypeOf<typeof CategoryTranslationAnswer>;
/** The name is optional here so that leaving it out gets the same 422 as leaving it empty. */
export const CategoryTranslationBody = closed({}, { name: optionalText('Name', 100) }, 'CategoryTranslationBody');
export type CategoryTranslationBody = t.TypeOf<typeof CategoryTranslationBody>;

const translationPath = '/api/admin/categories/:id/translations/:lang';
export const getCategoryTranslation = route({ name: 'content.admin.get-category-translation', method: 'GET', path: translationPath, access: 'admin', params: TranslationParams, response: CategoryTranslationAnswer });
export const putCategoryTranslation = route({ name: 'content.admin.put-category-translation', method: 'PUT', path: translationPath, access: 'admin', params: TranslationParams, body: CategoryTranslationBody, response: CategoryTranslationAnswer });
/** The English name changed but the translation still holds: it becomes current as it is. */
export const confirmCategoryTranslation = route({ name: 'content.admin.confirm-category-translation', method: 'POST', path: `${translationPath}/confirm`, access: 'admin', params: TranslationParams, response: CategoryTranslationAnswer, status: 200 });
export const deleteCategoryTranslation = route({ name: 'content.admin.delete-category-translation', method: 'DELETE', path: translationPath, access: 'admin', params: TranslationParams, response: NoContent, status: 204 });

export const deleteCategory = route({ name: 'content.admin.delete-category', method: 'DELETE', path: '/api/admin/categories/:id', access: 'admin', params: IdParams, response: NoContent, status: 204 });

export const AdminArticle = t.type(
  {
    id: t.string,
    title: t.string,
    slug: t.string,
    content: t.string,
    excerpt: t.string,
    category_id: t.string,
    category_name: nullable(t.string),
    featured_image: nullable(t.string),
    published: t.boolean,
    created_at: t.string,
    updated_at: t.string,
    /** Each of the site's other languages: missing, stale or current. */
    translations: TranslationStates,
    /** Each of the site's other languages: whether the translation is published (false when missing). */
    translations_published: TranslationsPublished,
  },
  'AdminArticle',
);
export type AdminArticle = t.TypeOf<typeof AdminArticle>;

/** Article body: camelCase, as the article form sends it. */
export const ArticleBody = closed(
  { title: text('Title', 200), slug: slug('Slug'), content: text('Content', 100_000), excerpt: text('Excerpt', 500), categoryId: text('Category', 64) },
  { featuredImage: optionalUrl('Featured image'), published: boolean('Published') },
  'ArticleBody',
);
export type ArticleBody = t.TypeOf<typeof ArticleBody>;

const ContentListQuery = closed(
  {},
  {
    page: queryInt('Page', 1, 1_000_000),
    limit: queryInt('Limit', 1, 100),
    search: queryText('Search'),
    /** A category id ('all' or empty is no filter). */
    category: queryText('Category'),
    published: queryBoolean,
    /**
     * The language the search words are in (absent: English). In another language the search
     * matches that language's translations by its full-text rules (stems, accents ignored).
     */
    lang: queryLanguage,
  },
);

export const listArticles = route({ name: 'content.admin.list-articles', method: 'GET', path: '/api/admin/articles', access: 'admin', query: ContentListQuery, response: paged(AdminArticle) });
export const getArticle = route({ name: 'content.admin.get-article', method: 'GET', path: '/api/admin/articles/:id', access: 'admin', params: IdParams, response: AdminArticle });
export const createArticle = route({ name: 'content.admin.create-article', method: 'POST', path: '/api/admin/articles', access: 'admin', body: ArticleBody, response: AdminArticle });
export const updateArticle = route({ name: 'content.admin.update-article', method: 'PUT', path: '/api/admin/articles/:id', access: 'admin', params: IdParams, body: ArticleBody, response: AdminArticle });
export const deleteArticle = route({ name: 'content.admin.delete-article', method: 'DELETE', path: '/api/admin/articles/:id', access: 'admin', params: IdParams, response: NoContent, status: 204 });

export const AdminPage = t.type(
  {
    id: t.string,
    title: t.string,
    slug: t.string,
    content: t.string,
    category_id: t.string,
    category_name: nullable(t.string),
    meta_description: nullable(t.string),
    published: t.boolean,
    created_at: t.string,
    updated_at: t.string,
    /** Each of the site's other languages: missing, stale or current. */
    translations: TranslationStates,
    /** Each of the site's other languages: whether the translation is published (false when missing). */
    translations_published: TranslationsPublished,
  },
  'AdminPage',
);
export type AdminPage = t.TypeOf<typeof AdminPage>;

/** Page body: camelCase, as the page form sends it. */
export const PageBody = closed(
  { title: text('Title', 200), slug: slug('Slug'), content: text('Content', 100_000), categoryId: text('Category', 64) },
  { metaDescription: optionalText('Meta description', 160), published: boolean('Published') },
  'PageBody',
);
export type PageBody = t.TypeOf<typeof PageBody>;

export const listPages = route({ name: 'content.admin.list-pages', method: 'GET', path: '/api/admin/pages', access: 'admin', query: ContentListQuery, response: paged(AdminPage) });
export const getPage = route({ name: 'content.admin.get-page', method: 'GET', path: '/api/admin/pages/:id', access: 'admin', params: IdParams, response: AdminPage });
export const createPage = route({ name: 'content.admin.create-page', method: 'POST', path: '/api/admin/pages', access: 'admin', body: PageBody, response: AdminPage });
export const updatePage = route({ name: 'content.admin.update-page', method: 'PUT', path: '/api/admin/pages/:id', access: 'admin', params: IdParams, body: PageBody, response: AdminPage });
export const deletePage = route({ name: 'content.admin.delete-page', method: 'DELETE', path: '/api/admin/pages/:id', access: 'admin', params: IdParams, response: NoContent, status: 204 });

/**
 * Published content for travellers: Markdown already rendered to sanitised HTML, in the language
 * asked for (`lang`), with every language the item is published in and its slug there
 * (`alternates`, English first, the answer's own language included) for the hreflang links.
 */
export const PublicArticle = t.type(
  {
    slug: t.string,
    title: t.string,
    excerpt: t.string,
    html: t.string,
    featured_image: nullable(t.string),
    category_name: nullable(t.string),
    created_at: t.string,
    updated_at: t.string,
    lang: t.string,
    alternates: t.array(Alternate),
    /** `featured_image` when it is an uploaded photo (alt text in the answer's language), else null. */
    featured_photo: nullable(PublicPhoto),
    /** The uploaded photos the Markdown shows (`![alt](/media/photos/...)`), so the page can offer their variants. */
    photos: t.array(PublicPhoto),
  },
  'PublicArticle',
);
export type PublicArticle = t.TypeOf<typeof PublicArticle>;
export const PublicPage = t.type(
  {
    slug: t.string,
    title: t.string,
    html: t.string,
    meta_description: nullable(t.string),
    updated_at: t.string,
    lang: t.string,
    /** The English slug, by which the fixed paths (/info, /contact, /guides/..., /schedules/...) name the page in every language. */
    source_slug: t.string,
    alternates: t.array(Alternate),
    /** The uploaded photos the Markdown shows (`![alt](/media/photos/...)`), so the page can offer their variants. */
    photos: t.array(PublicPhoto),
  },
  'PublicPage',
);
export type PublicPage = t.TypeOf<typeof PublicPage>;

/** An article as the articles index lists it (no body). */
export const PublicArticleSummary = t.type(
  {
    slug: t.string,
    title: t.string,
    excerpt: t.string,
    featured_image: nullable(t.string),
    /** `featured_image` when it is an uploaded photo (alt text in the answer's language), else null. */
    featured_photo: nullable(PublicPhoto),
    category_name: nullable(t.string),
    created_at: t.string,
  },
  'PublicArticleSummary',
);
export type PublicArticleSummary = t.TypeOf<typeof PublicArticleSummary>;

/** Every article published in the language asked for, newest first: the articles index (`/articles`, `/it/articles`). */
export const PublicArticleList = t.type({ lang: t.string, data: t.array(PublicArticleSummary) }, 'PublicArticleList');
const LanguageQuery = closed({}, { lang: queryLanguage });
/** A page by its slug in `lang`, or (sourceSlug=true) by its English slug, as the fixed paths name it, still answered in `lang`. */
const PageQuery = closed({}, { lang: queryLanguage, sourceSlug: queryBoolean });
export const listPublicArticles = route({ name: 'content.list-public-articles', method: 'GET', path: '/api/articles', access: 'public', query: LanguageQuery, response: PublicArticleList });
export const getPublicArticle = route({ name: 'content.get-public-article', method: 'GET', path: '/api/articles/:slug', access: 'public', params: SlugParams, query: LanguageQuery, response: PublicArticle });
export const getPublicPage = route({ name: 'content.get-public-page', method: 'GET', path: '/api/pages/:slug', access: 'public', params: SlugParams, query: PageQuery, response: PublicPage });
