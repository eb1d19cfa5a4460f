import type { Middleware } from 'koa';
import { BadRequest } from '../errors';

/**
 * Refuses a path whose percent-encoding is malformed (`/items/%`) or names a NUL byte with
 * 400 before any route, page or file lookup decodes it, so no later decoding can fail.
 */
export function wellFormedPath(): Middleware {
  return async (ctx, next) => {
    let decoded: string;
    try {
      decoded = decodeURIComponent(ctx.path);
    } catch {
      throw new BadRequest('The address is not valid');
    }
    if (decoded.includes('\0')) throw new BadRequest('The address is not valid');
    return next();
  };
}
