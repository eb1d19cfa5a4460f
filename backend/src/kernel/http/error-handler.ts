import type { Middleware } from 'koa';
import { AppError } from '../errors';
import type { Logger } from '../logger';

/**
 * One JSON error shape for every failure: `{ error, message, details? }`. Known errors keep
 * their status; errors from the body parser (bad JSON 400, too large 413) keep theirs;
 * anything else is a bug: logged with its stack (the line carries the request id), answered 500
 * without internals.
 */
export function errorHandler(logger: Logger): Middleware {
  return async (ctx, next) => {
    try {
      await next();
      if (ctx.status === 404 && ctx.body === undefined && ctx.path.startsWith('/api/')) {
        ctx.status = 404;
        ctx.body = { error: 'not_found', message: `No such call: ${ctx.method} ${ctx.path}` };
      }
    } catch (err) {
      if (err instanceof AppError) {
        ctx.status = err.status;
        ctx.set(err.headers);
        ctx.body = { error: err.code, message: err.message, ...(err.details ? { details: err.details } : {}) };
        return;
      }
      const e = err as { status?: number; expose?: boolean; message?: string; type?: string };
      if (typeof e.status === 'number' && e.status >= 400 && e.status < 500) {
        ctx.status = e.status;
        const code = e.status === 413 ? 'payload_too_large' : e.status === 415 ? 'unsupported_media_type' : 'bad_request';
        const message =
          e.status === 413 ? 'The request body is too large' : e.type === 'entity.parse.failed' || /JSON/i.test(e.message ?? '') ? 'The request body is not valid JSON' : e.expose ? (e.message ?? 'Bad request') : 'Bad request';
        ctx.body = { error: code, message };
        return;
      }
      if (isServiceUnavailable(err)) {
        logger.warn({ err, path: ctx.path }, 'a backing service is unavailable');
        ctx.status = 503;
        ctx.set('Retry-After', '5');
        ctx.body = { error: 'unavailable', message: 'The service is briefly unavailable. Please try again shortly.' };
        return;
      }
      logger.error({ err, path: ctx.path }, 'unhandled error');
      ctx.status = 500;
      ctx.body = { error: 'internal', message: 'Something went wrong on our side. Please try again.' };
    }
  };
}

/** Postgres or Redis unreachable: a 503 the client may retry, not a bug. */
function isServiceUnavailable(err: unknown): boolean {
  const e = err as { code?: string; name?: string; message?: string };
  if (e?.code && ['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', '57P01', '57P03', '53300'].includes(e.code)) return true;
  if (e?.name === 'MaxRetriesPerRequestError') return true;
  return /Stream isn't writeable|Connection is closed|connect ECONNREFUSED/.test(e?.message ?? '');
}
