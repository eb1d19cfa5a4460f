import type { Middleware } from 'koa';
import { Forbidden, UnsupportedMediaType } from '../errors';
import { hasRequestBody } from './request-body';

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Mutating API requests must be JSON (a body of any other type, or a form's content type,
 * is refused with 415) and, when the browser names an Origin, come from the site itself
 * (403 otherwise). Together with SameSite cookies this closes cross-site request forgery.
 */
export function sameOriginJson(publicBaseUrl: string): Middleware {
  const siteOrigin = new URL(publicBaseUrl).origin;
  return async (ctx, next) => {
    if (!MUTATING.has(ctx.method) || !ctx.path.startsWith('/api/')) return next();
    const origin = ctx.get('origin');
    if (origin && origin !== siteOrigin && origin !== `${ctx.protocol}://${ctx.host}`) {
      throw new Forbidden('Cross-site requests are not accepted');
    }
    const type = ctx.get('content-type');
    if ((hasRequestBody(ctx) || type !== '') && !ctx.is('application/json')) throw new UnsupportedMediaType();
    return next();
  };
}
