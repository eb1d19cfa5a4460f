import { SOURCE_LANGUAGE, pathForPageSlug } from '@costiera/contracts';
import { inject, injectable } from 'inversify';
import type { QueryBus, QueryHandler } from '../../../../kernel/cqrs/query-bus';
import { TOKENS } from '../../../../kernel/tokens';
import { ListTourSitemapEntries } from '../../../catalog';
import { ListContentSitemapEntries } from '../../../content';
import type { ListSitemapUrls, SitemapUrl } from './list-sitemap-urls.query';

@injectable()
export class ListSitemapUrlsHandler implements QueryHandler<ListSitemapUrls, SitemapUrl[]> {
  constructor(@inject(TOKENS.QueryBus) private readonly queries: QueryBus) {}

  async execute(): Promise<SitemapUrl[]> {
    const [catalog, everyLanguage] = await Promise.all([this.queries.execute(new ListTourSitemapEntries()), this.queries.execute(new ListContentSitemapEntries())]);
    // The English addresses: the articles and pages published in English.
    const inEnglish = (entries: typeof everyLanguage.articles) => entries.filter((e) => SOURCE_LANGUAGE in e.slugs);
    const content = { articles: inEnglish(everyLanguage.articles), pages: inEnglish(everyLanguage.pages) };
    // The home page, the list and the destination pages show tours: they change when the catalogue does.
    const listings = ['/', '/tours', '/destinations', '/experiences'].map((path) => ({ path, lastmod: catalog.lastmod }));
    // The articles index changes with the newest change to a published article.
    const articlesIndex = { path: '/articles', lastmod: content.articles.reduce<string | null>((latest, a) => (latest === null || a.lastmod > latest ? a.lastmod : latest), null) };
    return [
      ...listings,
      articlesIndex,
      ...catalog.tours.map((t) => ({ path: `/tours/${encodeURIComponent(t.id)}`, lastmod: t.lastmod })),
      ...catalog.destinations.map((d) => ({ path: `/destinations/${encodeURIComponent(d.id)}`, lastmod: d.lastmod ?? catalog.lastmod })),
      ...content.articles.map((a) => ({ path: `/articles/${encodeURIComponent(a.slug)}`, lastmod: a.lastmod })),
      ...content.pages.map((p) => ({ path: pathForPageSlug(p.slug), lastmod: p.lastmod })),
    ];
  }
}
