import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Middleware } from 'koa';
import { pinoHttp } from 'pino-http';
import type pino from 'pino';
import type { Logger } from '../logger';
import { runWithRequestId } from '../request-context';

const SAFE_ID = /^[A-Za-z0-9._-]{8,64}$/;

/** The orchestrator's probes: asked every few seconds, they would drown the lines worth reading. */
const PROBES = new Set(['/healthz', '/readyz']);

/** The request's id: the client's X-Request-Id when it looks safe, else a new one; sent back in the answer. */
function requestId(req: IncomingMessage, res: ServerResponse): string {
  const incoming = req.headers['x-request-id'];
  const id = typeof incoming === 'string' && SAFE_ID.test(incoming) ? incoming : randomUUID();
  res.setHeader('X-Request-Id', id);
  return id;
}

export interface RequestLogOptions {
  /**
   * Where addresses hold a secret (a link's token): each pattern keeps its first group and
   * masks the rest of what it matches, in the logged URL, Referer and Location.
   */
  readonly secretPaths?: readonly RegExp[];
}

/**
 * A request id on every request (kept from X-Request-Id when it looks safe), in force for
 * everything the request does (its log lines and the events it records carry it), and one log
 * line per request, at the info level, when its answer is sent (pino-http), without cookies or
 * secret addresses.
 */
export function requestLog(logger: Logger, options: RequestLogOptions = {}): Middleware {
  const secretPaths = (options.secretPaths ?? []).map((pattern) => new RegExp(pattern.source, 'g'));
  const mask = (url: string): string => secretPaths.reduce((u, pattern) => u.replace(pattern, '$1[redacted]'), url);
  const http = pinoHttp({
    logger,
    genReqId: requestId,
    autoLogging: { ignore: (req) => PROBES.has((req.url ?? '').split('?', 1)[0]!) },
    customSuccessObject: (req, _res, value: object) => ({ ...value, requestId: req.id }),
    // A 5xx's error is logged with its stack where it is caught: this line only says the answer.
    customErrorObject: (req, res, _err, value: { responseTime: number }) => ({ res, responseTime: value.responseTime, requestId: req.id }),
    serializers: {
      req(req: pino.SerializedRequest) {
        req.url = mask(req.url);
        const referer = req.headers.referer;
        if (referer) req.headers = { ...req.headers, referer: mask(referer) };
        return req;
      },
      res(res: pino.SerializedResponse) {
        const location = res.headers?.location;
        if (typeof location === 'string') res.headers = { ...res.headers, location: mask(location) };
        return res;
      },
    },
  });
  return (ctx, next) => {
    // Below the info level no request line is written: the id alone, without pino-http's per-request logger.
    if (logger.isLevelEnabled('info')) http(ctx.req, ctx.res);
    else ctx.req.id = requestId(ctx.req, ctx.res);
    const id = String(ctx.req.id);
    ctx.state.requestId = id;
    return runWithRequestId(id, next, ctx.ip);
  };
}
