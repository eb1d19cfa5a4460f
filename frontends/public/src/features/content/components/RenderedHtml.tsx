import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { pageLanguage } from '@costiera/contracts';
import type { media } from '@costiera/contracts';
import { useI18n } from '../../../i18n/i18n';
import { withPictures } from '../photos-in-html';

/**
 * Server-rendered, server-sanitised Markdown (the API strips scripts and javascript: URLs), its
 * uploaded photos (`photos`, as the API describes them) offered in every rendered width and format.
 * Links to our own pages in the page's language navigate inside the app (under its prefix)
 * instead of reloading the site; a link to another language's page loads that page.
 */
export function RenderedHtml({ html, photos }: { html: string; photos: readonly media.PublicPhoto[] }) {
  const i18n = useI18n();
  const navigate = useNavigate();
  const onClick = (e: MouseEvent<HTMLDivElement>) => {
    if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    const anchor = (e.target as HTMLElement).closest('a');
    if (!anchor || anchor.target === '_blank' || anchor.hasAttribute('download')) return;
    const url = new URL(anchor.href, window.location.href);
    if (url.origin !== window.location.origin || url.pathname.startsWith('/admin') || url.pathname.startsWith('/api/')) return;
    const target = pageLanguage(url.pathname, i18n.languages);
    if (target.language !== i18n.language) return;
    e.preventDefault();
    navigate(`${target.path}${url.search}${url.hash}`);
  };
  // The click handler only catches clicks bubbling up from real links, which are keyboard reachable themselves.
  return <div className="prose" onClick={onClick} dangerouslySetInnerHTML={{ __html: withPictures(html, photos) }} />;
}
