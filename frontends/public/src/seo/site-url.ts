import { createContext, useContext } from 'react';

/**
 * The site's public base URL (no trailing slash) for the absolute URLs of structured data.
 * One place to fill: the server render provides PUBLIC_BASE_URL through this context, and
 * the browser must then be given the same value (else the JSON-LD text differs between the
 * server's HTML and hydration). Without a provider, the page's own origin.
 */
export const SiteUrlContext = createContext<string | null>(null);

export function useSiteUrl(): string {
  const provided = useContext(SiteUrlContext);
  if (provided !== null) return provided.replace(/\/$/, '');
  return typeof window === 'undefined' ? '' : window.location.origin;
}

/** `path` (or an image URL, relative or absolute) as an absolute URL under `siteUrl`. */
export function absoluteUrl(siteUrl: string, path: string): string {
  if (/^https?:\/\//i.test(path)) return path;
  return `${siteUrl}${path.startsWith('/') ? '' : '/'}${path}`;
}
