import { content } from '@costiera/contracts';
import type { RouteTable } from '../../../kernel/http/route-table';
import type { ModuleContext } from '../../../kernel/module';
import { NotFound } from '../../../kernel/errors';
import type { SiteLanguages } from '../../../kernel/languages';
import { TOKENS } from '../../../kernel/tokens';
import { CreateCategory } from '../application/create-category/create-category.command';
import { UpdateCategory } from '../application/update-category/update-category.command';
import { DeleteCategory } from '../application/delete-category/delete-category.command';
import { GetCategory, ListCategories } from '../application/list-categories/list-categories.query';
import { CreateArticle } from '../application/create-article/create-article.command';
import { UpdateArticle } from '../application/update-article/update-article.command';
import { DeleteArticle } from '../application/delete-article/delete-article.command';
import { ListArticles } from '../application/list-articles/list-articles.query';
import { GetArticle } from '../application/get-article/get-article.query';
import { CreatePage } from '../application/create-page/create-page.command';
import { UpdatePage } from '../application/update-page/update-page.command';
import { DeletePage } from '../application/delete-page/delete-page.command';
import { ListPages } from '../application/list-pages/list-pages.query';
import { GetPage } from '../application/get-page/get-page.query';
import { GetPublicArticle } from '../application/get-public-article/get-public-article.query';
import { GetPublicPage } from '../application/get-public-page/get-public-page.query';
import { ListPublishedArticles } from '../application/list-published-articles/list-published-articles.query';
import { GetArticleTranslation } from '../application/get-article-translation/get-article-translation.query';
import { SaveArticleTranslation } from '../application/save-article-translation/save-article-translation.command';
import { ConfirmArticleTranslation } from '../application/confirm-article-translation/confirm-article-translation.command';
import { DeleteArticleTranslation } from '../application/delete-article-translation/delete-article-translation.command';
import { GetPageTranslation } from '../application/get-page-translation/get-page-translation.query';
import { SavePageTranslation } from '../application/save-page-translation/save-page-translation.command';
import { ConfirmPageTranslation } from '../application/confirm-page-translation/confirm-page-translation.command';
import { DeletePageTranslation } from '../application/delete-page-translation/delete-page-translation.command';
import { categoryTranslationRoutes } from './category-translation-routes';
import { PHOTO_ALT_CHANGED, PHOTO_RENDERED } from '../../media';

/** Admin list page sizes: 10 per SPEC section 9; the pages screen has no pager, so it asks for up to 100. */
const ARTICLES_PER_PAGE = 10;
const PAGES_PER_PAGE = 100;

function found<T>(value: T | null, what: string): T {
  if (value === null) throw new NotFound(`${what} not found`);
  return value;
}

export function contentRoutes(table: RouteTable, context: ModuleContext): void {
  const { commands, queries, cache, container } = context;
  const languages = container.get<SiteLanguages>(TOKENS.SiteLanguages);
  const language = (lang: string | undefined) => languages.reader(lang);

  // Categories
  table.add(content.listCategories, async ({ query }) => ({
    data: await queries.execute(new ListCategories(query.type && query.type !== 'all' ? query.type : null)),
  }));
  table.add(content.createCategory, async ({ body }) => {
    const id = await commands.execute(new CreateCategory({ name: body.name, slug: body.slug, type: body.type, description: body.description ?? null }));
    return found(await queries.execute(new GetCategory(id)), 'Category');
  });
  table.add(content.updateCategory, async ({ params, body }) => {
    await commands.execute(new UpdateCategory(params.id, { name: body.name, slug: body.slug, type: body.type, description: body.description ?? null }));
    return found(await queries.execute(new GetCategory(params.id)), 'Category');
  });
  table.add(content.deleteCategory, async ({ params }) => {
    await commands.execute(new DeleteCategory(params.id));
  });
  categoryTranslationRoutes(table, context);

  // Articles
  table.add(content.listArticles, async ({ query }) =>
    queries.execute(new ListArticles({ ...query, lang: language(query.lang), page: query.page ?? 1, limit: query.limit ?? ARTICLES_PER_PAGE })),
  );
  table.add(content.getArticle, async ({ params }) => found(await queries.execute(new GetArticle(params.id)), 'Article'));
  table.add(content.createArticle, async ({ body }) => {
    const id = await commands.execute(
      new CreateArticle({ ...articleFacts(body), published: body.published ?? false }),
    );
    return found(await queries.execute(new GetArticle(id)), 'Article');
  });
  table.add(content.updateArticle, async ({ params, body }) => {
    await commands.execute(
      new UpdateArticle(params.id, articleFacts(body)),
    );
    return found(await queries.execute(new GetArticle(params.id)), 'Article');
  });
  table.add(content.deleteArticle, async ({ params }) => {
    await commands.execute(new DeleteArticle(params.id));
  });

  // Pages
  table.add(content.listPages, async ({ query }) =>
    queries.execute(new ListPages({ ...query, lang: language(query.lang), page: query.page ?? 1, limit: query.limit ?? PAGES_PER_PAGE })),
  );
  table.add(content.getPage, async ({ params }) => found(await queries.execute(new GetPage(params.id)), 'Page'));
  table.add(content.createPage, async ({ body }) => {
    const id = await commands.execute(
      new CreatePage({ ...pageFacts(body), published: body.published ?? false }),
    );
    return found(await queries.execute(new GetPage(id)), 'Page');
  });
  table.add(content.updatePage, async ({ params, body }) => {
    await commands.execute(
      new UpdatePage(params.id, pageFacts(body)),
    );
    return found(await queries.execute(new GetPage(params.id)), 'Page');
  });
  table.add(content.deletePage, async ({ params }) => {
    await commands.execute(new DeletePage(params.id));
  });

  // Translations: one per item and language, whole, each language published on its own (docs/adr/0019)
  const articleTranslation = async (id: string, lang: string) => found(await queries.execute(new GetArticleTranslation(id, lang)), 'Article');
  table.add(content.getArticleTranslation, async ({ params }) => articleTranslation(params.id, params.lang));
  table.add(content.putArticleTranslation, async ({ params, body, user }) => {
    await commands.execute(new SaveArticleTranslation(params.id, params.lang, articleTranslationFacts(body), user?.username ?? null));
    return articleTranslation(params.id, params.lang);
  });
  table.add(content.confirmArticleTranslation, async ({ params, user }) => {
    await commands.execute(new ConfirmArticleTranslation(params.id, params.lang, user?.username ?? null));
    return articleTranslation(params.id, params.lang);
  });
  table.add(content.deleteArticleTranslation, async ({ params }) => {
    await commands.execute(new DeleteArticleTranslation(params.id, params.lang));
  });
  const pageTranslation = async (id: string, lang: string) => found(await queries.execute(new GetPageTranslation(id, lang)), 'Page');
  table.add(content.getPageTranslation, async ({ params }) => pageTranslation(params.id, params.lang));
  table.add(content.putPageTranslation, async ({ params, body, user }) => {
    await commands.execute(new SavePageTranslation(params.id, params.lang, pageTranslationFacts(body), user?.username ?? null));
    return pageTranslation(params.id, params.lang);
  });
  table.add(content.confirmPageTranslation, async ({ params, user }) => {
    await commands.execute(new ConfirmPageTranslation(params.id, params.lang, user?.username ?? null));
    return pageTranslation(params.id, params.lang);
  });
  table.add(content.deletePageTranslation, async ({ params }) => {
    await commands.execute(new DeletePageTranslation(params.id, params.lang));
  });

  // Public, published only, in the language asked for (the query string, and so `lang`, is part of the cache key)
  // What a traveller reads: kept in the read cache until a content event (an article, page or category changed),
  // or one of the photos they show is rendered or described anew.
  const publicAnswers = { cache: cache.region('content.public', ['content.', PHOTO_RENDERED, PHOTO_ALT_CHANGED]) };
  table.add(
    content.listPublicArticles,
    async ({ query }) => {
      const lang = language(query.lang);
      return { lang, data: await queries.execute(new ListPublishedArticles(lang)) };
    },
    publicAnswers,
  );
  table.add(content.getPublicArticle, async ({ params, query }) => found(await queries.execute(new GetPublicArticle(params.slug, language(query.lang))), 'Article'), publicAnswers);
  table.add(
    content.getPublicPage,
    async ({ params, query }) => found(await queries.execute(new GetPublicPage(params.slug, language(query.lang), query.sourceSlug ?? false)), 'Page'),
    publicAnswers,
  );
}

/** An article body as command facts; `published` left out keeps an update's current state. */
function articleFacts(body: content.ArticleBody) {
  return {
    title: body.title,
    slug: body.slug,
    content: body.content,
    excerpt: body.excerpt,
    categoryId: body.categoryId,
    featuredImage: body.featuredImage ?? null,
    published: body.published,
  };
}

/** A page body as command facts; `published` left out keeps an update's current state. */
function pageFacts(body: content.PageBody) {
  return {
    title: body.title,
    slug: body.slug,
    content: body.content,
    categoryId: body.categoryId,
    metaDescription: body.metaDescription ?? null,
    published: body.published,
  };
}

/** A translation body as command facts: empty fields are null (the whole-translation rule names them). */
function articleTranslationFacts(body: content.ArticleTranslationBody) {
  return { slug: body.slug, title: body.title ?? null, content: body.content ?? null, excerpt: body.excerpt ?? null, published: body.published };
}

/** A translation body as command facts: empty fields are null (the whole-translation rule names them). */
function pageTranslationFacts(body: content.PageTranslationBody) {
  return { slug: body.slug, title: body.title ?? null, content: body.content ?? null, metaDescription: body.metaDescription ?? null, published: body.published };
}
