import type { Context } from 'koa';

/** Whether the request carries a body (a length above zero, or a chunked one). */
export function hasRequestBody(ctx: Context): boolean {
  return Number(ctx.get('content-length') || '0') > 0 || ctx.get('transfer-encoding') !== '';
}
