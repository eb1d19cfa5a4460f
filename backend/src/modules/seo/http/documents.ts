import type Router from '@koa/router';
import type { Context } from 'koa';
import type { ModuleContext } from '../../../kernel/module';
import { ListSitemapUrls } from '../application/list-sitemap-urls/list-sitemap-urls.query';
import { MAX_URLS_PER_SITEMAP, sitemapIndex, sitemapParts, urlSet } from './sitemap-xml';

/** The sitemap lists tours, destinations, articles and pages: any catalogue or content event may change it. */
const SITEMAP_EVENTS = ['catalog.', 'content.'];

/**
 * Staff screens, API calls and the booking token pages (one traveller's or provider's private
 * link each) are no business of a crawler.
 */
const DISALLOWED = ['/admin', '/api/', '/booking/'];

export function robotsTxt(baseUrl: string): string {
  return ['User-agent: *', ...DISALLOWED.map((p) => `Disallow: ${p}`), '', `Sitemap: ${baseUrl}/sitemap.xml`, ''].join('\n');
}

function send(ctx: Context, type: string, body: Buffer | string): void {
  ctx.status = 200;
  ctx.type = type;
  ctx.set('Cache-Control', 'no-cache');
  ctx.body = body;
}

/**
 * `/robots.txt` and `/sitemap.xml` (a `<urlset>`; past the protocol's 50,000 URLs a
 * `<sitemapindex>` of `/sitemap-{n}.xml` parts), built from the query bus and kept in the
 * read cache until a catalogue or content event.
 */
export function seoDocuments(router: Router, { queries, config, cache }: ModuleContext, maxUrls = MAX_URLS_PER_SITEMAP): void {
  const base = config.publicBaseUrl;
  const answers = cache.region('seo.public', SITEMAP_EVENTS);
  const robots = robotsTxt(base);
  const parts = async () => sitemapParts(await queries.execute(new ListSitemapUrls()), maxUrls);

  router.get('/robots.txt', (ctx) => send(ctx, 'text/plain; charset=utf-8', robots));
  router.get('/sitemap.xml', async (ctx) => {
    const xml = await answers.get('sitemap.xml', async () => {
      const all = await parts();
      return Buffer.from(all.length > 1 ? sitemapIndex(all, base) : urlSet(all[0] ?? [], base));
    });
    send(ctx, 'application/xml; charset=utf-8', xml);
  });
  router.get('/sitemap-:part.xml', async (ctx, next) => {
    const count = Number(await answers.get('sitemap-parts', async () => Buffer.from(String((await parts()).length))));
    const n = /^[1-9]\d{0,5}$/.test(ctx.params.part ?? '') ? Number(ctx.params.part) : 0;
    // The parts exist only beside an index (a single one is /sitemap.xml); anything else is the plain 404 of a missing file.
    if (count < 2 || n < 1 || n > count) return next();
    const xml = await answers.get(`sitemap-${n}.xml`, async () => Buffer.from(urlSet((await parts())[n - 1] ?? [], base)));
    send(ctx, 'application/xml; charset=utf-8', xml);
  });
}
