import type { Graph, Thing, WithContext } from 'schema-dts';
import { use } from 'react';
import { useSiteUrl } from '@costiera/kit';
import { I18nContext } from '../i18n/i18n';
import { ENGLISH, type JsonLdLanguage } from './language';

export type JsonLdDocument = Graph | WithContext<Exclude<Thing, string>>;

/**
 * The JSON as it may stand inside a `<script>`: every `<` escaped (`\u003c`, the same string
 * to a JSON parser), so no text in the data can close the script or open a comment; U+2028/9
 * escaped too, which some older JavaScript parsers took for line ends.
 */
export function jsonForScript(data: JsonLdDocument): string {
  return JSON.stringify(data).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

/**
 * Structured data for crawlers: one `application/ld+json` script, rendered with the page
 * (server and browser alike). `data` may be built from the site's base URL (site-url.ts) and
 * the page's language (its I18n; English outside the app).
 */
export function JsonLd({ data }: { data: JsonLdDocument | ((siteUrl: string, lang: JsonLdLanguage) => JsonLdDocument) }) {
  const siteUrl = useSiteUrl();
  const lang = use(I18nContext) ?? ENGLISH;
  const doc = typeof data === 'function' ? data(siteUrl, lang) : data;
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonForScript(doc) }} />;
}
