import type { AppModule } from '../../kernel/module';
import { ArticleSchema, ArticleTranslationSchema, CategorySchema, CategoryTranslationSchema, PageSchema, PageTranslationSchema } from './infrastructure/content.schema';
import { ArticleCategoryUsage, PageCategoryUsage } from './infrastructure/content-category-usage';
import { CATEGORY_USAGE, CategoryUsageCounter } from './application/category-usage';
import { CreateCategory } from './application/create-category/create-category.command';
import { CreateCategoryHandler } from './application/create-category/create-category.handler';
import { UpdateCategory } from './application/update-category/update-category.command';
import { UpdateCategoryHandler } from './application/update-category/update-category.handler';
import { DeleteCategory } from './application/delete-category/delete-category.command';
import { DeleteCategoryHandler } from './application/delete-category/delete-category.handler';
import { GetCategory, ListCategories } from './application/list-categories/list-categories.query';
import { GetCategoryHandler, ListCategoriesHandler } from './application/list-categories/list-categories.handler';
import { FindCategories } from './application/find-categories/find-categories.query';
import { FindCategoriesHandler } from './application/find-categories/find-categories.handler';
import { CreateArticle } from './application/create-article/create-article.command';
import { CreateArticleHandler } from './application/create-article/create-article.handler';
import { UpdateArticle } from './application/update-article/update-article.command';
import { UpdateArticleHandler } from './application/update-article/update-article.handler';
import { DeleteArticle } from './application/delete-article/delete-article.command';
import { DeleteArticleHandler } from './application/delete-article/delete-article.handler';
import { ListArticles } from './application/list-articles/list-articles.query';
import { ListArticlesHandler } from './application/list-articles/list-articles.handler';
import { GetArticle } from './application/get-article/get-article.query';
import { GetArticleHandler } from './application/get-article/get-article.handler';
import { CreatePage } from './application/create-page/create-page.command';
import { CreatePageHandler } from './application/create-page/create-page.handler';
import { UpdatePage } from './application/update-page/update-page.command';
import { UpdatePageHandler } from './application/update-page/update-page.handler';
import { DeletePage } from './application/delete-page/delete-page.command';
import { DeletePageHandler } from './application/delete-page/delete-page.handler';
import { ListPages } from './application/list-pages/list-pages.query';
import { ListPagesHandler } from './application/list-pages/list-pages.handler';
import { GetPage } from './application/get-page/get-page.query';
import { GetPageHandler } from './application/get-page/get-page.handler';
import { GetPublicArticle } from './application/get-public-article/get-public-article.query';
import { GetPublicArticleHandler } from './application/get-public-article/get-public-article.handler';
import { ListPublishedArticles } from './application/list-published-articles/list-published-articles.query';
import { ListPublishedArticlesHandler } from './application/list-published-articles/list-published-articles.handler';
import { GetPublicPage } from './application/get-public-page/get-public-page.query';
import { GetPublicPageHandler } from './application/get-public-page/get-public-page.handler';
import { CountContent } from './application/count-content/count-content.query';
import { CountContentHandler } from './application/count-content/count-content.handler';
import { ListContentSitemapEntries } from './application/list-content-sitemap-entries/list-content-sitemap-entries.query';
import { ListContentSitemapEntriesHandler } from './application/list-content-sitemap-entries/list-content-sitemap-entries.handler';
import { GetArticleTranslation } from './application/get-article-translation/get-article-translation.query';
import { GetArticleTranslationHandler } from './application/get-article-translation/get-article-translation.handler';
import { SaveArticleTranslation } from './application/save-article-translation/save-article-translation.command';
import { SaveArticleTranslationHandler } from './application/save-article-translation/save-article-translation.handler';
import { ConfirmArticleTranslation } from './application/confirm-article-translation/confirm-article-translation.command';
import { ConfirmArticleTranslationHandler } from './application/confirm-article-translation/confirm-article-translation.handler';
import { DeleteArticleTranslation } from './application/delete-article-translation/delete-article-translation.command';
import { DeleteArticleTranslationHandler } from './application/delete-article-translation/delete-article-translation.handler';
import { GetPageTranslation } from './application/get-page-translation/get-page-translation.query';
import { GetPageTranslationHandler } from './application/get-page-translation/get-page-translation.handler';
import { SavePageTranslation } from './application/save-page-translation/save-page-translation.command';
import { SavePageTranslationHandler } from './application/save-page-translation/save-page-translation.handler';
import { ConfirmPageTranslation } from './application/confirm-page-translation/confirm-page-translation.command';
import { ConfirmPageTranslationHandler } from './application/confirm-page-translation/confirm-page-translation.handler';
import { DeletePageTranslation } from './application/delete-page-translation/delete-page-translation.command';
import { DeletePageTranslationHandler } from './application/delete-page-translation/delete-page-translation.handler';
import { CategoryTranslationStates } from './application/category-translation-states';
import { WriteCategoryTranslation } from './application/write-category-translation/write-category-translation.command';
import { WriteCategoryTranslationHandler } from './application/write-category-translation/write-category-translation.handler';
import { ConfirmCategoryTranslation } from './application/confirm-category-translation/confirm-category-translation.command';
import { ConfirmCategoryTranslationHandler } from './application/confirm-category-translation/confirm-category-translation.handler';
import { DeleteCategoryTranslation } from './application/delete-category-translation/delete-category-translation.command';
import { DeleteCategoryTranslationHandler } from './application/delete-category-translation/delete-category-translation.handler';
import { GetCategoryTranslation } from './application/get-category-translation/get-category-translation.query';
import { GetCategoryTranslationHandler } from './application/get-category-translation/get-category-translation.handler';
import { contentRoutes } from './http/routes';

/** Content: categories of all three types, articles and pages, and their public rendering. */
export const contentModule: AppModule = {
  name: 'content',
  entities: [CategorySchema, ArticleSchema, PageSchema, ArticleTranslationSchema, PageTranslationSchema, CategoryTranslationSchema],
  register({ container, commands, queries }) {
    container.bind(CATEGORY_USAGE).to(ArticleCategoryUsage).inSingletonScope();
    container.bind(CATEGORY_USAGE).to(PageCategoryUsage).inSingletonScope();
    container.bind(CategoryUsageCounter).toSelf().inSingletonScope();
    container.bind(CategoryTranslationStates).toSelf().inSingletonScope();
    const handlers = [
      CreateCategoryHandler, UpdateCategoryHandler, DeleteCategoryHandler, ListCategoriesHandler, GetCategoryHandler, FindCategoriesHandler,
      CreateArticleHandler, UpdateArticleHandler, DeleteArticleHandler, ListArticlesHandler, GetArticleHandler,
      CreatePageHandler, UpdatePageHandler, DeletePageHandler, ListPagesHandler, GetPageHandler,
      GetPublicArticleHandler, ListPublishedArticlesHandler, GetPublicPageHandler, CountContentHandler, ListContentSitemapEntriesHandler,
      GetArticleTranslationHandler, SaveArticleTranslationHandler, ConfirmArticleTranslationHandler, DeleteArticleTranslationHandler,
      GetPageTranslationHandler, SavePageTranslationHandler, ConfirmPageTranslationHandler, DeletePageTranslationHandler,
      WriteCategoryTranslationHandler, ConfirmCategoryTranslationHandler, DeleteCategoryTranslationHandler, GetCategoryTranslationHandler,
    ];
    for (const handler of handlers) container.bind(handler).toSelf().inSingletonScope();
    commands.register(CreateCategory, CreateCategoryHandler);
    commands.register(UpdateCategory, UpdateCategoryHandler);
    commands.register(DeleteCategory, DeleteCategoryHandler);
    commands.register(CreateArticle, CreateArticleHandler);
    commands.register(UpdateArticle, UpdateArticleHandler);
    commands.register(DeleteArticle, DeleteArticleHandler);
    commands.register(CreatePage, CreatePageHandler);
    commands.register(UpdatePage, UpdatePageHandler);
    commands.register(DeletePage, DeletePageHandler);
    commands.register(SaveArticleTranslation, SaveArticleTranslationHandler);
    commands.register(ConfirmArticleTranslation, ConfirmArticleTranslationHandler);
    commands.register(DeleteArticleTranslation, DeleteArticleTranslationHandler);
    commands.register(SavePageTranslation, SavePageTranslationHandler);
    commands.register(ConfirmPageTranslation, ConfirmPageTranslationHandler);
    commands.register(DeletePageTranslation, DeletePageTranslationHandler);
    queries.register(ListCategories, ListCategoriesHandler);
    queries.register(GetCategory, GetCategoryHandler);
    queries.register(FindCategories, FindCategoriesHandler);
    queries.register(ListArticles, ListArticlesHandler);
    queries.register(GetArticle, GetArticleHandler);
    queries.register(ListPages, ListPagesHandler);
    queries.register(GetPage, GetPageHandler);
    queries.register(GetPublicArticle, GetPublicArticleHandler);
    queries.register(ListPublishedArticles, ListPublishedArticlesHandler);
    queries.register(GetPublicPage, GetPublicPageHandler);
    queries.register(CountContent, CountContentHandler);
    queries.register(ListContentSitemapEntries, ListContentSitemapEntriesHandler);
    queries.register(GetArticleTranslation, GetArticleTranslationHandler);
    queries.register(GetPageTranslation, GetPageTranslationHandler);
    commands.register(WriteCategoryTranslation, WriteCategoryTranslationHandler);
    commands.register(ConfirmCategoryTranslation, ConfirmCategoryTranslationHandler);
    commands.register(DeleteCategoryTranslation, DeleteCategoryTranslationHandler);
    queries.register(GetCategoryTranslation, GetCategoryTranslationHandler);
  },
  routes: contentRoutes,
};

/**
 * The facade. Other modules find categories (FindCategories), count content for the
 * dashboard (CountContent), and report how many of their items use a category by binding a
 * CategoryUsage under CATEGORY_USAGE. The seed creates demo content through the commands.
 * The sitemap lists the published articles and pages (ListContentSitemapEntries), with their slug
 * in every language they are published in. The seed writes translations through the commands
 * staff use (SaveArticleTranslation, SavePageTranslation, WriteCategoryTranslation); FindCategories
 * names categories in a reader's language. The site's languages are the kernel's
 * (`config.siteLanguages`, checked through the SiteLanguages service).
 */
export { ListContentSitemapEntries, FindCategories, CountContent, CreateCategory, CreateArticle, CreatePage, GetArticle, GetPage, ListCategories, CATEGORY_USAGE };
export { SaveArticleTranslation, SavePageTranslation, ConfirmArticleTranslation, ConfirmPageTranslation, GetArticleTranslation, GetPageTranslation };
export { WriteCategoryTranslation, GetCategoryTranslation };
export type { ArticleTranslationFacts } from './domain/article-translation';
export type { PageTranslationFacts } from './domain/page-translation';
export type { CategoryText } from './domain/category-translation';
export type { CategorySummary } from './application/find-categories/find-categories.query';
export type { ContentSitemapEntries } from './application/list-content-sitemap-entries/list-content-sitemap-entries.query';
export type { ContentCounts } from './application/count-content/count-content.query';
export type { CategoryUsage } from './application/category-usage';
export type { CategoryType, CategoryFacts } from './domain/category';
export type { ArticleFacts } from './domain/article';
export type { PageFacts } from './domain/page';
