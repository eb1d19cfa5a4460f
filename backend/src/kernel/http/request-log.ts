import { randomUUID } from 'node:crypto';
import type { Middleware } from 'koa';
import type { Logger } from '../logger';
import { runWithRequestId } from '../request-context';

const SAFE_ID = /^[A-Za-z0-9._-]{8,64}$/;

/**
 * A request id on every request (kept from X-Request-Id when it looks safe), in force for
 * everything the request does (the events it records carry it), and one log line per API request.
 */
export function requestLog(logger: Logger): Middleware {
  return async (ctx, next) => {
    const incoming = ctx.get('x-request-id');
    const id = SAFE_ID.test(incoming) ? incoming : randomUUID();
    ctx.state.requestId = id;
    ctx.set('X-Request-Id', id);
    const started = process.hrtime.bigint();
    try {
      await runWithRequestId(id, next);
    } finally {
      if (ctx.path.startsWith('/api/') && logger.isLevelEnabled('info')) {
        const ms = Number(process.hrtime.bigint() - started) / 1e6;
        logger.info({ requestId: id, method: ctx.method, path: ctx.path, status: ctx.status, ms: Math.round(ms * 10) / 10 }, 'request');
      }
    }
  };
}
