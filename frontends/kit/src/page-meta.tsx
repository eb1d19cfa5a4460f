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

/**
 * The page's language as the head tags need it, given by the remote that renders the page (kit
 * knows no catalogue): without it, a page is in the site's one language and names no alternates.
 */
export interface PageLanguage {
  /** The page's language (ISO 639-1). */
  readonly language: string;
  /** The site's languages, English first. */
  readonly languages: readonly string[];
  /** The address of the page at the English `path` (`/tours/7`) in `language` (`/it/tours/7`). */
  path(path: string, language: string): string;
  /** A language's locale for Open Graph (`en_GB`, `it_IT`). */
  ogLocale(language: string): string;
}

const PageLanguageContext = createContext<PageLanguage | null>(null);

export function PageLanguageProvider({ value, children }: { value: PageLanguage; children: ReactNode }) {
  return <PageLanguageContext.Provider value={value}>{children}</PageLanguageContext.Provider>;
}

/** The language of the page being rendered; null where no remote named one. */
export function usePageLanguage(): PageLanguage | null {
  return useContext(PageLanguageContext);
}

/** The language that search engines are sent to when none of a page's languages is the reader's. */
const DEFAULT_LANGUAGE = 'en';

export interface PageMetaProps {
  /** The page's own title; the site name is added ('{title} | Costiera'). */
  title: string;
  description: string;
  /**
   * The canonical path, as the English page's (`/tours`: the page's language adds its prefix);
   * by default the page's path without its query string, so filter, search and carried-over
   * variants all point at one URL. `null`: no canonical and no alternates (a 404).
   */
  canonicalPath?: string | null;
  /**
   * The page in each language it exists in, by language: its address with the prefix
   * (`{ en: '/tours/7', it: '/it/tours/7' }`), the page's own language included. By default the
   * page's path in every site language. A language whose text the page does not have (a tour
   * not translated into it) is left out, so no search engine shows that page as its version.
   */
  alternates?: Readonly<Record<string, string>>;
  /** The preview image (a tour's first photo), relative or absolute. */
  image?: string;
  type?: 'website' | 'article';
  noindex?: boolean;
}

/**
 * The page's head: title, description, canonical, its language versions (hreflang, itself
 * included, and x-default to the English one), Open Graph and Twitter card tags. React hoists
 * them into <head>, in the server's HTML as in the browser.
 */
export function PageMeta({ title, description, canonicalPath, alternates, image, type = 'website', noindex = false }: PageMetaProps) {
  const site = useSiteUrl();
  // Under the router's basename: the path as the English page's, without the language prefix.
  const { pathname } = useLocation();
  const language = usePageLanguage();
  const fullTitle = title ? `${title} | ${SITE_NAME}` : SITE_NAME;
  const path = canonicalPath === undefined ? (pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname) : canonicalPath;
  const url = path === null ? null : site + (language ? language.path(path, language.language) : path);
  const imageUrl = image ? (/^https?:\/\//.test(image) ? image : site + (image.startsWith('/') ? image : `/${image}`)) : null;
  // A site in one language has no versions to name.
  const versions = url && !noindex && language && language.languages.length > 1 ? alternateUrls(site, path!, language, alternates) : [];
  const xDefault = versions.find((v) => v.language === DEFAULT_LANGUAGE);
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      {noindex ? <meta name="robots" content="noindex" /> : null}
      {url ? <link rel="canonical" href={url} /> : null}
      {versions.map((v) => (
        <link key={v.language} rel="alternate" hrefLang={v.language} href={v.url} />
      ))}
      {xDefault ? <link rel="alternate" hrefLang="x-default" href={xDefault.url} /> : null}
      <meta property="og:site_name" content={SITE_NAME} />
      <meta property="og:type" content={type} />
      {language ? <meta property="og:locale" content={language.ogLocale(language.language)} /> : null}
      {versions
        .filter((v) => v.language !== language?.language)
        .map((v) => (
          <meta key={v.language} property="og:locale:alternate" content={language!.ogLocale(v.language)} />
        ))}
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

/** The page's versions as absolute URLs, in the site's order of languages (English first). */
function alternateUrls(site: string, path: string, language: PageLanguage, alternates: Readonly<Record<string, string>> | undefined): Array<{ language: string; url: string }> {
  const paths = alternates ?? Object.fromEntries(language.languages.map((l) => [l, language.path(path, l)]));
  return language.languages.filter((l) => paths[l] !== undefined).map((l) => ({ language: l, url: absolute(site, paths[l]!) }));
}

const absolute = (site: string, path: string): string => (/^https?:\/\//.test(path) ? path : site + path);
