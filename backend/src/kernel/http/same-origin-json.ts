import type { Middleware } from 'koa';
import { Forbidden, UnsupportedMediaType } from '../errors';
import { hasRequestBody } from './request-body';

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Mutating API requests with a body must send it as JSON (415 otherwise; a request without
 * a body passes whatever its content type says) and, when the browser names an Origin, come
 * from the site itself (403 otherwise). Together with SameSite cookies this closes
 * cross-site request forgery. The routes whose contract declares an upload (`takesUpload`)
 * take multipart/form-data instead; the origin rule holds for them all the same.
 */
export function sameOriginJson(publicBaseUrl: string, takesUpload: (method: string, path: string) => boolean = () => false): Middleware {
  const siteOrigin = new URL(publicBaseUrl).origin;
  return async (ctx, next) => {
    if (!MUTATING.has(ctx.method) || !ctx.path.startsWith('/api/')) return next();
    const origin = ctx.get('origin');
    if (origin && origin !== siteOrigin && origin !== `${ctx.protocol}://${ctx.host}`) {
      throw new Forbidden('Cross-site requests are not accepted');
    }
    if (hasRequestBody(ctx) && !ctx.is('application/json') && !(ctx.is('multipart/form-data') && takesUpload(ctx.method, ctx.path))) throw new UnsupportedMediaType();
    return next();
  };
}
