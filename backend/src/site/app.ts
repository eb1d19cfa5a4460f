import 'reflect-metadata';
import Koa from 'koa';
import Router from '@koa/router';
import { bodyParser } from '@koa/bodyparser';
import compress from 'koa-compress';
import path from 'node:path';
import { constants as zlib } from 'node:zlib';
import { allRoutes } from '@costiera/contracts';
import { TOKENS } from '../kernel/tokens';
import { errorHandler } from '../kernel/http/error-handler';
import { requestLog } from '../kernel/http/request-log';
import { securityHeaders } from '../kernel/http/security-headers';
import { sameOriginJson } from '../kernel/http/same-origin-json';
import { wellFormedPath } from '../kernel/http/well-formed-path';
import { sessionMiddleware } from '../kernel/http/session';
import { RouteTable, type SessionAuthenticator } from '../kernel/http/route-table';
import { healthRoutes } from './health';
import { httpMetrics } from '../kernel/metrics/metrics';
import { shellIndex, staticFiles } from './static-files';
import { bookingFormKey, bookingFormPages, languageHomeRedirect, publicPages, rendersOnServer, sendPage } from './public-pages';
import { apiDocsRoutes } from './api-docs';
import { queueView } from './queue-view';
import { SESSION_COOKIE, siteSettings } from './application';
import type { Runtime } from './runtime';

export interface HttpApp {
  readonly koa: Koa;
  readonly routes: RouteTable;
  readonly router: Router;
  /** Set `draining` on SIGTERM: /readyz answers 503 and answers close their connections. */
  readonly lifecycle: { draining: boolean };
}

/** The Koa application: middleware stack, then every module's routes bound from contracts. */
export function createHttpApp(runtime: Runtime): HttpApp {
  const { config, logger, container, orm, redis } = runtime;
  // Behind our proxies the client is the X-Forwarded-For entry our first proxy added: entries left of it are the client's own word.
  const koa = new Koa({ proxy: config.trustProxy, maxIpsCount: config.trustedProxyHops });
  koa.keys = [config.sessionSecret];
  const https = config.publicBaseUrl.startsWith('https:');

  const routes = new RouteTable();
  const lifecycle = { draining: false };
  healthRoutes(routes, orm, redis, () => lifecycle.draining);
  const ctx = runtime.context;
  for (const m of runtime.modules) m.routes(routes, ctx);
  // Paths match case-sensitively everywhere, as the prefix checks below (origin, sessions, static files) do: /API/... is a 404.
  const router = new Router({ sensitive: true });
  routes.mount(router, container.get<SessionAuthenticator>(TOKENS.SessionAuthenticator), allRoutes);
  apiDocsRoutes(router, routes.routes());
  const modulePages = new Router({ sensitive: true });
  routes.mountPages(modulePages);
  for (const m of runtime.modules) m.pages?.(modulePages, ctx);

  const session = sessionMiddleware(koa, redis, { prefix: config.redisPrefix, secure: https, cookie: SESSION_COOKIE });
  koa.use(httpMetrics(runtime.metrics, routes.countedRoutes()));
  // Draining (main.ts, on SIGTERM): every answer closes its connection, so keep-alive clients
  // and the load balancer open their next one to another replica.
  koa.use(async (c, next) => {
    if (lifecycle.draining) c.set('Connection', 'close');
    await next();
  });
  koa.use(requestLog(logger, { secretPaths: runtime.modules.flatMap((m) => m.secretPaths ?? []) }));
  koa.use(errorHandler(logger));
  koa.use(wellFormedPath());
  koa.use(securityHeaders({ https }));
  koa.use(compress({ threshold: 1024, br: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } }, gzip: { level: 6 } }));
  koa.use(
    queueView({
      queue: () => runtime.eventsQueue,
      authenticator: () => container.get<SessionAuthenticator>(TOKENS.SessionAuthenticator),
      session,
      publicBaseUrl: config.publicBaseUrl,
      loginPath: '/admin/login',
      backPath: '/admin/dashboard',
    }),
  );
  // Module pages (robots.txt, the sitemap, the booking links) before the static files, which answer 404 for paths the browser app does not know.
  koa.use(modulePages.routes());
  const site = config.of(siteSettings);
  const frontends = site.frontendsDir ?? path.resolve(__dirname, '../../../frontends');
  const week = 'public, max-age=604800';
  const shellDir = path.join(frontends, 'shell/dist');
  const remotesManifest = site.remotesManifest;
  // The public pages, rendered on the server from the public remote's server build.
  const pages = publicPages(ctx, routes, frontends);
  koa.use(languageHomeRedirect(config.siteLanguages));
  koa.use(bookingFormPages(ctx, pages, shellIndex(shellDir, remotesManifest)));
  koa.use(
    staticFiles({
      shellDir,
      remotesManifest,
      mounts: [
        // The server entry and its manifest are for the backend, not for browsers.
        { prefix: '/remotes/public/', dir: path.join(frontends, 'public/dist'), cache: 'no-cache', hidden: /^(server\/|ssr\.json$)/ },
        { prefix: '/remotes/admin/', dir: path.join(frontends, 'admin/dist'), cache: 'no-cache' },
        { prefix: '/images/', dir: path.resolve(__dirname, '../../public/images'), cache: week },
        { prefix: '/', dir: shellDir, cache: 'no-cache' },
      ],
      async page(c, html) {
        if (!rendersOnServer(c.path, remotesManifest)) return false;
        const page = await pages.page(html, c.url, null, bookingFormKey(c.url, config.siteLanguages));
        if (page) sendPage(c, page);
        return page !== null;
      },
    }),
  );
  koa.use(sameOriginJson(config.publicBaseUrl, (method, path) => routes.takesUpload(method, path)));
  koa.use(
    bodyParser({
      enableTypes: ['json'],
      jsonLimit: '100kb',
      encoding: 'utf-8',
      onError: (err) => {
        throw err;
      },
    }),
  );
  // Sessions matter only to the admin API: public pages and calls never touch Redis for them.
  // Its answers are one admin's data: no browser or proxy cache may keep them.
  koa.use(async (c, next) => {
    if (!c.path.startsWith('/api/admin/')) return next();
    c.set('Cache-Control', 'no-store');
    return session(c, next);
  });
  koa.use(router.routes());
  // A known path with another method: the router's 405 (with its Allow header) in the one JSON error shape, not text/plain.
  koa.use(async (c, next) => {
    await next();
    if (c.status === 405 && c.path.startsWith('/api/')) c.body = { error: 'method_not_allowed', message: 'This address does not accept that method' };
  });
  koa.use(router.allowedMethods());
  return { koa, routes, router, lifecycle };
}
