import type { Context } from 'koa';

/**
 * Whether a form post comes from a page of this site. Pages sent with `Referrer-Policy:
 * no-referrer` post with `Origin: null` and no Referer, so the browser's Fetch Metadata
 * (`Sec-Fetch-Site`) decides first; without it, a real Origin, else the Referer, must be the
 * site's. A post with none of them is refused. (The JSON API keeps its own rule: same-origin-json.ts.)
 */
export function isSameOriginForm(ctx: Context, publicBaseUrl: string): boolean {
  const site = new Set([new URL(publicBaseUrl).origin, `${ctx.protocol}://${ctx.host}`]);
  const fetchSite = ctx.get('sec-fetch-site');
  if (fetchSite) return fetchSite === 'same-origin';
  const origin = ctx.get('origin');
  if (origin && origin !== 'null') return site.has(origin);
  const referer = ctx.get('referer');
  if (!referer) return false;
  try {
    return site.has(new URL(referer).origin);
  } catch {
    return false;
  }
}
