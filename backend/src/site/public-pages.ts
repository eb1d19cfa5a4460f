import { randomUUID } from 'node:crypto';
import path from 'node:path';
import type { Context, Middleware } from 'koa';
import { bodyParser } from '@koa/bodyparser';
import { languagePrefix, pageLanguage, SOURCE_LANGUAGE } from '@costiera/contracts';
import type { ModuleContext } from '../kernel/module';
import type { RouteTable } from '../kernel/http/route-table';
import { readInProcess } from './in-process-read';
import { ServerPages } from './server-pages';
import type { FormPost } from '../kernel/http/form-post';
import { Forbidden } from '../kernel/errors';
import { isSameOriginForm } from '../kernel/http/same-origin-form';
import { bookingForm, bookingsSettings, bookingWindowAt } from '../modules/bookings';
import type { Clock } from '../kernel/clock';
import { TOKENS } from '../kernel/tokens';
import { WasTourDeleted } from '../modules/catalog';
import { PHOTO_ALT_CHANGED, PHOTO_RENDERED } from '../modules/media';

/**
 * The public site rendered on the server (docs/adr/0008): which remote renders it, what makes its
 * pages stale, the statuses only the backend knows (410 for a deleted tour), and the booking
 * form sent without JavaScript. The mechanism is site/server-pages.ts.
 */

export const PUBLIC_REMOTE = { name: 'public_app', prefix: '/remotes/public/' } as const;
/**
 * The events that change what a public page shows: every catalog and content change, every
 * bookings change (requests and calendars move the days a tour page and the list offer), and a
 * photo rendered or described anew (its variants and alt text are in the pages that show it).
 */
export const PAGE_EVENTS = ['catalog.', 'content.', 'bookings.', PHOTO_RENDERED, PHOTO_ALT_CHANGED];
const HOUR = 3_600_000;
/** A tour's page, in English or under a language's prefix (/it/tours/:id). */
const TOUR_PAGE = /^(?:\/[a-z]{2})?\/tours\/([^/]+)\/?$/;

export function publicPages(runtime: ModuleContext, routes: RouteTable, frontendsDir: string): ServerPages {
  const clock = runtime.container.get<Clock>(TOKENS.Clock);
  return new ServerPages({
    remoteDir: path.join(frontendsDir, 'public/dist'),
    remotePrefix: PUBLIC_REMOTE.prefix,
    remoteName: PUBLIC_REMOTE.name,
    siteUrl: runtime.config.publicBaseUrl,
    languages: runtime.config.siteLanguages,
    read: (route, params, query) => readInProcess(routes, route, params, query),
    cache: runtime.cache.region('pages.public', PAGE_EVENTS),
    // The date inputs offer the booking window, and the days shown close on the hour (cut-offs,
    // pending requests releasing seats): a page is kept per window and per hour.
    variesWith: () => {
      const now = clock.now();
      const window = bookingWindowAt(now, runtime.config.of(bookingsSettings).bookingWindow);
      return `${window.firstDate}..${window.lastDate}@${Math.floor(now.getTime() / HOUR)}`;
    },
    async statusOf(pathname, status) {
      const tour = TOUR_PAGE.exec(pageLanguage(pathname, runtime.config.siteLanguages).path);
      if (status !== 404 || !tour) return status;
      return (await runtime.queries.execute(new WasTourDeleted(decodeURIComponent(tour[1]!)))) ? 410 : 404;
    },
  });
}

/**
 * Whether the server renders `pathname`: every path outside /admin, as long as the public
 * remote is the one this backend serves (COSTIERA_REMOTES may point it elsewhere; the shell
 * then renders it in the browser as before).
 */
export function rendersOnServer(pathname: string, remotesManifest: string | undefined): boolean {
  if (/^\/admin(\/|$)/.test(pathname)) return false;
  if (!remotesManifest) return true;
  try {
    const entry = (JSON.parse(remotesManifest) as Record<string, unknown>)[PUBLIC_REMOTE.name];
    return entry === undefined || (typeof entry === 'string' && entry.startsWith(PUBLIC_REMOTE.prefix));
  } catch {
    return true;
  }
}

/** Sends a rendered page (HEAD: headers only). */
export function sendPage(ctx: Context, page: { status: number; html: string | Buffer }): void {
  ctx.status = page.status;
  ctx.type = 'text/html; charset=utf-8';
  ctx.set('Cache-Control', 'no-cache');
  // Koa answers a HEAD with these headers and no body; a null body would turn the status into 204.
  ctx.body = page.html;
}

/**
 * A fresh Idempotency-Key for the booking form when the page at `url` shows it (a tour page with
 * ?request=1, the card's 'Send Request' without JavaScript), else null: such a page is rendered
 * for its one response, never cached, so no two visitors share a key.
 */
export function bookingFormKey(url: string, languages: readonly string[]): string | null {
  const [pathname = '', search = ''] = url.split('?');
  return TOUR_PAGE.test(pageLanguage(pathname, languages).path) && new URLSearchParams(search).get('request') === '1' ? randomUUID() : null;
}

/**
 * POST /tours/:id/booking-request, the booking modal's form without JavaScript, and the same
 * under each other site language's prefix (/it/tours/:id/booking-request: the request is sent
 * in that language, its errors told in it): the origin check of every form
 * (kernel/http/same-origin-form.ts), then the bookings module's form handling. Stored, the
 * answer is a 303 to the traveller's status page (Post/Redirect/Get: a refresh there sends
 * nothing again; the page speaks the request's language); refused, the tour page in the
 * form's language with the form and its errors.
 */
export function bookingFormPages(runtime: ModuleContext, pages: ServerPages, shell: () => Promise<string | null>): Middleware {
  const submit = bookingForm(runtime);
  const parse = bodyParser({ enableTypes: ['form'], formLimit: '20kb', encoding: 'utf-8', onError: (err) => { throw err; } });
  const prefixed = new Set(runtime.config.siteLanguages.filter((code) => code !== SOURCE_LANGUAGE));
  return async (ctx, next) => {
    const match = ctx.method === 'POST' ? /^(?:\/([a-z]{2}))?\/tours\/([^/]+)\/booking-request$/.exec(ctx.path) : null;
    const language = match?.[1];
    if (!match || (language !== undefined && !prefixed.has(language))) return next();
    if (!isSameOriginForm(ctx, runtime.config.publicBaseUrl)) throw new Forbidden('Cross-site requests are not accepted');
    await parse(ctx, async () => undefined);
    const tourId = decodeURIComponent(match[2]!);
    const fields = (ctx.request as { body?: unknown }).body;
    const answer = await submit(tourId, fields && typeof fields === 'object' ? (fields as Record<string, unknown>) : {}, ctx.ip, language);
    if (answer.sent) {
      ctx.redirect(answer.location);
      ctx.status = 303;
      return;
    }
    const template = await shell();
    const page = template ? await pages.page(template, `${languagePrefix(language ?? SOURCE_LANGUAGE)}/tours/${encodeURIComponent(tourId)}`, answer.post satisfies FormPost) : null;
    if (!page) return next();
    sendPage(ctx, { status: page.status === 200 ? answer.status : page.status, html: page.html });
  };
}

/**
 * A language's home page is `/it/` (its canonical address): `/it`, as the app's links to the home
 * page write it under the language's prefix, answers with a permanent redirect there.
 */
export function languageHomeRedirect(languages: readonly string[]): Middleware {
  const homes = new Set(languages.filter((language) => languagePrefix(language) !== '').map((language) => languagePrefix(language)));
  return async (ctx, next) => {
    if ((ctx.method !== 'GET' && ctx.method !== 'HEAD') || !homes.has(ctx.path)) return next();
    ctx.status = 301;
    ctx.redirect(`${ctx.path}/${ctx.querystring ? `?${ctx.querystring}` : ''}`);
  };
}
