import { createContext, useContext, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';

export const SITE_NAME = 'Costiera';

/** The site's public address (PUBLIC_BASE_URL), for canonical and Open Graph URLs. */
const SiteUrlContext = createContext('');

export function SiteUrlProvider({ url, children }: { url: string; children: ReactNode }) {
  return <SiteUrlContext.Provider value={url.replace(/\/$/, '')}>{children}</SiteUrlContext.Provider>;
}

export function useSiteUrl(): string {
  return useContext(SiteUrlContext);
}

export interface PageMetaProps {
  /** The page's own title; the site name is added ('{title} | Costiera'). */
  title: string;
  description: string;
  /**
   * The canonical path; by default the page's path without its query string, so filter,
   * search and carried-over variants all point at one URL. `null`: no canonical (a 404).
   */
  canonicalPath?: string | null;
  /** The preview image (a tour's first photo), relative or absolute. */
  image?: string;
  type?: 'website' | 'article';
  noindex?: boolean;
  /** The page in each language it exists in (language -> path, itself included), for its hreflang links. */
  alternates?: Record<string, string>;
}

/**
 * The page's head: title, description, canonical, Open Graph and Twitter card tags. React
 * hoists them into <head>, in the server's HTML as in the browser.
 */
export function PageMeta({ title, description, canonicalPath, image, type = 'website', noindex = false }: PageMetaProps) {
  const site = useSiteUrl();
  const { pathname } = useLocation();
  const fullTitle = title ? `${title} | ${SITE_NAME}` : SITE_NAME;
  const path = canonicalPath === undefined ? (pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname) : canonicalPath;
  const url = path === null ? null : site + path;
  const imageUrl = image ? (/^https?:\/\//.test(image) ? image : site + (image.startsWith('/') ? image : `/${image}`)) : null;
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      {noindex ? <meta name="robots" content="noindex" /> : null}
      {url ? <link rel="canonical" href={url} /> : null}
      <meta property="og:site_name" content={SITE_NAME} />
      <meta property="og:type" content={type} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      {url ? <meta property="og:url" content={url} /> : null}
      {imageUrl ? <meta property="og:image" content={imageUrl} /> : null}
      <meta name="twitter:card" content={imageUrl ? 'summary_large_image' : 'summary'} />
      <meta name="twitter:title" content={fullTitle} />
      <meta name="twitter:description" content={description} />
      {imageUrl ? <meta name="twitter:image" content={imageUrl} /> : null}
    </>
  );
}
