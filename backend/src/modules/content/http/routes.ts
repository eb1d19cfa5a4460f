import { content } from '@costiera/contracts';
import type { RouteTable } from '../../../kernel/http/route-table';
import type { ModuleContext } from '../../../kernel/module';
import { NotFound } from '../../../kernel/errors';
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
import { categoryTranslationRoutes } from './category-translation-routes';

/** Admin list page sizes: 10 per SPEC section 9; the pages screen has no pager, so it asks for up to 100. */
const ARTICLES_PER_PAGE = 10;
const PAGES_PER_PAGE = 100;

function found<T>(value: T | null, what: string): T {
  if (value === null) throw new NotFound(`${what} not found`);
  return value;
}

export function contentRoutes(table: RouteTable, context: ModuleContext): void {
  const { commands, queries, cache } = context;
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
    queries.execute(new ListArticles({ ...query, page: query.page ?? 1, limit: query.limit ?? ARTICLES_PER_PAGE })),
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
  table.add(content.listPages, async ({ query }) => queries.execute(new ListPages({ ...query, page: query.page ?? 1, limit: query.limit ?? PAGES_PER_PAGE })));
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

  // Public, published only
  // What a traveller reads: kept in the read cache until a content event (an article, page or category changed).
  const publicAnswers = { cache: cache.region('content.public', ['content.']) };
  table.add(content.listPublicArticles, async () => ({ data: await queries.execute(new ListPublishedArticles()) }), publicAnswers);
  table.add(content.getPublicArticle, async ({ params }) => found(await queries.execute(new GetPublicArticle(params.slug)), 'Article'), publicAnswers);
  table.add(content.getPublicPage, async ({ params }) => found(await queries.execute(new GetPublicPage(params.slug)), 'Page'), publicAnswers);
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
