import { SOURCE_LANGUAGE } from '@costiera/contracts';
import type { SitemapUrl } from '../application/list-sitemap-urls/list-sitemap-urls.query';

/** The sitemap protocol's limit of URLs per file (sitemaps.org); a larger site gets a sitemap index. */
export const MAX_URLS_PER_SITEMAP = 50_000;

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
/** Entity-escaped for XML text (the protocol requires it of every URL). */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => XML_ESCAPES[c]!);
}

/** W3C Datetime to the second (`2026-11-24T19:49:36Z`). */
function w3cDate(iso: string): string {
  return iso.replace(/\.\d+Z$/, 'Z');
}

const HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NS = 'xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"';
/** Google's sitemap extension for a page's language versions (`<xhtml:link rel="alternate" hreflang>`). */
const XHTML_NS = 'xmlns:xhtml="http://www.w3.org/1999/xhtml"';

/** The page's language versions, itself included, and the English one again as `x-default` (the page for readers of any other language). */
function alternateLinks(alternates: Readonly<Record<string, string>>, baseUrl: string): string {
  const link = (hreflang: string, path: string) => `<xhtml:link rel="alternate" hreflang="${escapeXml(hreflang)}" href="${escapeXml(baseUrl + path)}"/>`;
  const english = alternates[SOURCE_LANGUAGE];
  return [...Object.entries(alternates).map(([language, path]) => link(language, path)), ...(english === undefined ? [] : [link('x-default', english)])].join('');
}

/** A `<urlset>` of absolute URLs under `baseUrl` (no trailing slash), each with its language versions. */
export function urlSet(urls: readonly SitemapUrl[], baseUrl: string): string {
  const items = urls.map(
    (u) => `  <url><loc>${escapeXml(baseUrl + u.path)}</loc>${u.lastmod ? `<lastmod>${w3cDate(u.lastmod)}</lastmod>` : ''}${alternateLinks(u.alternates, baseUrl)}</url>\n`,
  );
  return `${HEAD}<urlset ${NS} ${XHTML_NS}>\n${items.join('')}</urlset>\n`;
}

/** A `<sitemapindex>` naming `/sitemap-1.xml` ... `/sitemap-{parts}.xml`, each with its newest lastmod. */
export function sitemapIndex(parts: readonly (readonly SitemapUrl[])[], baseUrl: string): string {
  const items = parts.map((part, i) => {
    const lastmod = part.reduce<string | null>((max, u) => (u.lastmod && (!max || u.lastmod > max) ? u.lastmod : max), null);
    return `  <sitemap><loc>${escapeXml(`${baseUrl}/sitemap-${i + 1}.xml`)}</loc>${lastmod ? `<lastmod>${w3cDate(lastmod)}</lastmod>` : ''}</sitemap>\n`;
  });
  return `${HEAD}<sitemapindex ${NS}>\n${items.join('')}</sitemapindex>\n`;
}

/** The URLs cut into files of at most `max` each. */
export function sitemapParts(urls: readonly SitemapUrl[], max = MAX_URLS_PER_SITEMAP): SitemapUrl[][] {
  const parts: SitemapUrl[][] = [];
  for (let i = 0; i < urls.length; i += max) parts.push(urls.slice(i, i + max));
  return parts;
}
