import type { AppModule } from '../../kernel/module';
import { ListSitemapUrls } from './application/list-sitemap-urls/list-sitemap-urls.query';
import { ListSitemapUrlsHandler } from './application/list-sitemap-urls/list-sitemap-urls.handler';
import { seoDocuments } from './http/documents';

/**
 * SEO: what crawlers read besides the pages (robots.txt, the sitemap). It owns no table: the
 * catalog and content modules contribute their URLs through facade queries. (A module of its
 * own because the catalog already depends on content: either one reading the other would be a cycle.)
 */
export const seoModule: AppModule = {
  name: 'seo',
  entities: [],
  register({ container, queries }) {
    container.bind(ListSitemapUrlsHandler).toSelf().inSingletonScope();
    queries.register(ListSitemapUrls, ListSitemapUrlsHandler);
  },
  routes() {},
  pages: seoDocuments,
};
