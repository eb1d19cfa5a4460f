import type { Context, Middleware, Next } from 'koa';
import type { Queue } from 'bullmq';
import { Forbidden } from '../kernel/errors';
import type { SessionAuthenticator } from '../kernel/http/route-table';
import { COSTIERA } from './application';

export const QUEUE_VIEW_PATH = '/admin/queues';

export interface QueueViewOptions {
  /** The events queue, opened on first use (no Redis connection for processes nobody looks at). */
  readonly queue: () => Queue;
  readonly authenticator: () => SessionAuthenticator;
  /** The admin session middleware (koa-session on Redis), run for the view's paths. */
  readonly session: Middleware;
  readonly publicBaseUrl: string;
  readonly loginPath: string;
  /** Where the board's header link leads back to (the back office). */
  readonly backPath: string;
}

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Bull Board's page links Google Fonts: the CSP (style-src 'self') refuses it with a console error; its CSS falls back to sans-serif. */
const EXTERNAL_STYLESHEET = /<link href="https:\/\/[^"]*" rel="stylesheet">\s*/g;

/**
 * Bull Board (BullMQ's dashboard) at /admin/queues, for signed-in admins only, with the same
 * session and guard as the admin API: anonymous -> redirected to the admin login (a page) or
 * 401 (its API), signed in without the admin flag -> 403. Its mutations (retry, promote,
 * clean, ...) must name the site's own origin: a browser always sends Origin on them, so a
 * missing or foreign one is a cross-site request.
 */
export function queueView(opts: QueueViewOptions): Middleware {
  const siteOrigin = new URL(opts.publicBaseUrl).origin;
  // Bull Board and its dependencies load on the view's first request: most api processes never serve it.
  let board: Promise<Middleware> | undefined;
  const boardMiddleware = (): Promise<Middleware> =>
    (board ??= (async () => {
      const [{ createBullBoard }, { BullMQAdapter }, { KoaAdapter }] = await Promise.all([import('@bull-board/api'), import('@bull-board/api/bullMQAdapter'), import('@bull-board/koa')]);
      const adapter = new KoaAdapter();
      adapter.setBasePath(QUEUE_VIEW_PATH);
      createBullBoard({
        queues: [new BullMQAdapter(opts.queue())],
        serverAdapter: adapter,
        options: {
          // A way back to the back office; no link to Bull Board's documentation site (another origin, nothing for staff).
          uiConfig: { boardTitle: `${COSTIERA.title} queues`, hideDocsLink: true, miscLinks: [{ text: 'Back to the admin', url: opts.backPath }] },
        },
      });
      return adapter.registerPlugin() as unknown as Middleware;
    })());
  const guarded = async (ctx: Context, next: Next) => {
    const user = await opts.authenticator().authenticate(ctx);
    const api = ctx.path.startsWith(`${QUEUE_VIEW_PATH}/api/`);
    if (!user) {
      if (ctx.method === 'GET' && !api) return ctx.redirect(`${opts.loginPath}?next=${encodeURIComponent(ctx.path)}`);
      ctx.status = 401;
      ctx.body = { error: 'unauthorized', message: 'Sign in first' };
      return;
    }
    if (!user.isAdmin) throw new Forbidden('This area is for administrators only');
    if (MUTATING.has(ctx.method)) {
      const origin = ctx.get('origin');
      if (!origin || (origin !== siteOrigin && origin !== `${ctx.protocol}://${ctx.host}`)) throw new Forbidden('Cross-site requests are not accepted');
    }
    ctx.set('Cache-Control', 'no-store');
    await (await boardMiddleware())(ctx, next);
    if (typeof ctx.body === 'string' && ctx.response.is('html')) ctx.body = ctx.body.replace(EXTERNAL_STYLESHEET, '');
  };
  return async (ctx, next) => {
    if (ctx.path !== QUEUE_VIEW_PATH && !ctx.path.startsWith(`${QUEUE_VIEW_PATH}/`)) return next();
    return opts.session(ctx, () => guarded(ctx, next));
  };
}
