import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router-dom';

/**
 * Server-rendered, server-sanitised Markdown (the API strips scripts and javascript: URLs).
 * Links to our own pages navigate inside the app instead of reloading the site.
 */
export function RenderedHtml({ html }: { html: string }) {
  const navigate = useNavigate();
  const onClick = (e: MouseEvent<HTMLDivElement>) => {
    if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    const anchor = (e.target as HTMLElement).closest('a');
    if (!anchor || anchor.target === '_blank' || anchor.hasAttribute('download')) return;
    const url = new URL(anchor.href, window.location.href);
    if (url.origin !== window.location.origin || url.pathname.startsWith('/admin') || url.pathname.startsWith('/api/')) return;
    e.preventDefault();
    navigate(`${url.pathname}${url.search}${url.hash}`);
  };
  // The click handler only catches clicks bubbling up from real links, which are keyboard reachable themselves.
  return <div className="prose" onClick={onClick} dangerouslySetInnerHTML={{ __html: html }} />;
}
