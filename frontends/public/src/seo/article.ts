import type { Article, Graph } from 'schema-dts';
import type { content } from '@costiera/contracts';
import { absoluteUrl } from './site-url';
import { shareImageOf } from '../components/picture/share-image';
import { organization, organizationId, webSiteId } from './site';
import { ENGLISH, type JsonLdLanguage } from './language';

/** A published article in the page's language (its slug there), written and published by the site's organisation. */
export function articleJsonLd(siteUrl: string, article: content.PublicArticle, lang: JsonLdLanguage = ENGLISH): Graph {
  const url = absoluteUrl(siteUrl, lang.path(`/articles/${encodeURIComponent(article.slug)}`));
  const node: Article = {
    '@type': 'Article',
    '@id': `${url}#article`,
    headline: article.title,
    description: article.excerpt,
    url,
    mainEntityOfPage: url,
    inLanguage: article.lang,
    isPartOf: { '@id': webSiteId(siteUrl, lang) },
    datePublished: article.created_at,
    dateModified: article.updated_at,
    ...(article.featured_image ? { image: absoluteUrl(siteUrl, shareImageOf(article.featured_photo ?? undefined)?.url ?? article.featured_image) } : {}),
    ...(article.category_name ? { articleSection: article.category_name } : {}),
    author: { '@id': organizationId(siteUrl) },
    publisher: { '@id': organizationId(siteUrl) },
  };
  return { '@context': 'https://schema.org', '@graph': [node, organization(siteUrl)] };
}
