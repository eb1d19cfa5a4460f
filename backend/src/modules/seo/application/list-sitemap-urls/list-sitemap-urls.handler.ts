import { PAGE_SLUG_FOR_PATH, SOURCE_LANGUAGE, pathForPageSlug, pathInLanguage } from '@costiera/contracts';
import { inject, injectable } from 'inversify';
import type { QueryBus, QueryHandler } from '../../../../kernel/cqrs/query-bus';
import type { SiteLanguages } from '../../../../kernel/languages';
import { TOKENS } from '../../../../kernel/tokens';
import { ListTourSitemapEntries } from '../../../catalog';
import { ListContentSitemapEntries } from '../../../content';
import type { ListSitemapUrls, SitemapUrl } from './list-sitemap-urls.query';

/** One page in several languages: its path and last change in each. */
type Versions = ReadonlyArray<{ readonly language: string; readonly path: string; readonly lastmod: string | null }>;

/** A URL for each version, each naming all of them as its alternates. */
function urlsOf(versions: Versions): SitemapUrl[] {
  const alternates = Object.fromEntries(versions.map((v) => [v.language, v.path]));
  return versions.map((v) => ({ path: v.path, lastmod: v.lastmod, alternates }));
}

const latest = (values: readonly string[]) => values.reduce<string | null>((max, v) => (max === null || v > max ? v : max), null);

/** A CMS page's path in a language: a fixed home-page path (`/info`) under the language's prefix, else `/pages/{slug}` with its slug there. */
function pagePath(englishSlug: string, slug: string, language: string): string {
  const fixed = Object.keys(PAGE_SLUG_FOR_PATH).some((path) => PAGE_SLUG_FOR_PATH[path] === englishSlug);
  return pathInLanguage(fixed ? pathForPageSlug(englishSlug) : `/pages/${encodeURIComponent(slug)}`, language);
}

@injectable()
export class ListSitemapUrlsHandler implements QueryHandler<ListSitemapUrls, SitemapUrl[]> {
  constructor(
    @inject(TOKENS.QueryBus) private readonly queries: QueryBus,
    @inject(TOKENS.SiteLanguages) private readonly languages: SiteLanguages,
  ) {}

  async execute(): Promise<SitemapUrl[]> {
    const [catalog, content] = await Promise.all([this.queries.execute(new ListTourSitemapEntries()), this.queries.execute(new ListContentSitemapEntries())]);
    const site = this.languages.codes;
    const everyLanguage = (path: string, lastmod: string | null) => urlsOf(site.map((language) => ({ language, path: pathInLanguage(path, language), lastmod })));
    // Articles and pages in the languages they are published in (of those the site has), each with its own slug.
    const published = (slugs: Readonly<Record<string, string>>) => this.languages.ordered(Object.keys(slugs)).filter((language) => language in slugs);
    // The articles index of a language changes with the newest change to an article published in it.
    const articlesIndex = urlsOf(
      site.map((language) => ({ language, path: pathInLanguage('/articles', language), lastmod: latest(content.articles.filter((a) => language in a.slugs).map((a) => a.lastmod)) })),
    );
    return [
      // The home page, the list and the destination pages show tours: they change when the catalogue does.
      ...['/', '/tours', '/destinations', '/experiences'].flatMap((path) => everyLanguage(path, catalog.lastmod)),
      ...articlesIndex,
      // A tour's page in another language is offered only once the tour is translated into it (untranslated, it shows the English).
      ...catalog.tours.flatMap((t) => {
        const path = `/tours/${encodeURIComponent(t.id)}`;
        const translated = this.languages.translated.filter((language) => language in t.translations);
        return urlsOf([{ language: SOURCE_LANGUAGE, path, lastmod: t.lastmod }, ...translated.map((language) => ({ language, path: pathInLanguage(path, language), lastmod: t.translations[language]! }))]);
      }),
      ...catalog.destinations.flatMap((d) => everyLanguage(`/destinations/${encodeURIComponent(d.id)}`, d.lastmod ?? catalog.lastmod)),
      ...content.articles.flatMap((a) => urlsOf(published(a.slugs).map((language) => ({ language, path: pathInLanguage(`/articles/${encodeURIComponent(a.slugs[language]!)}`, language), lastmod: a.lastmod })))),
      ...content.pages.flatMap((p) => urlsOf(published(p.slugs).map((language) => ({ language, path: pagePath(p.slug, p.slugs[language]!, language), lastmod: p.lastmod })))),
    ];
  }
}
