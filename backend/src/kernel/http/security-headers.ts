import type { Middleware } from 'koa';
import helmet from 'koa-helmet';

/**
 * Headers every answer carries, through helmet, and only these: the CSP allows the app's own
 * scripts only; styles may be inline (the admin's antd writes CSS-in-JS); images may come from
 * any https host (photos are URLs the admin enters) and from blob: URLs, which only the page
 * itself can make (the preview of a photo the admin is uploading). HSTS on https sites only.
 */
export function securityHeaders(opts: { https: boolean }): Middleware {
  const headers = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        objectSrc: ["'none'"],
      },
    },
    xContentTypeOptions: true,
    xFrameOptions: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    strictTransportSecurity: opts.https ? { maxAge: 31_536_000, includeSubDomains: true, preload: false } : false,
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: false,
    originAgentCluster: false,
    xDnsPrefetchControl: false,
    xDownloadOptions: false,
    xPermittedCrossDomainPolicies: false,
    xPoweredBy: false,
    xXssProtection: false,
  });
  // Helmet has no Permissions-Policy: the browser features the site never uses are turned off here.
  return async (ctx, next) => {
    ctx.set('Permissions-Policy', 'camera=(), microphone=(), geolocation=()');
    await headers(ctx, next);
    // A script, a stylesheet, a font or a raster image is never a document: these policies do
    // nothing on them, and cost every asset of a page their bytes (docs/adr/0021). nosniff stays.
    if (SUBRESOURCE.test(ctx.response.type)) for (const name of DOCUMENT_ONLY) ctx.remove(name);
  };
}

/** Types no browser renders as a document (SVG, which can run scripts, is not among them). */
const SUBRESOURCE = /^(?:text\/css|application\/javascript|text\/javascript|font\/|image\/(?:png|jpeg|webp|avif|gif|x-icon|vnd\.microsoft\.icon))/;
const DOCUMENT_ONLY = ['Content-Security-Policy', 'Permissions-Policy', 'X-Frame-Options', 'Cross-Origin-Opener-Policy', 'Referrer-Policy'];
