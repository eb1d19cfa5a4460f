import { randomBytes } from 'node:crypto';
import type Koa from 'koa';
import session from 'koa-session';
import type Redis from 'ioredis';

/** Idle timeout: a session unused this long is gone (the store's TTL, renewed on each use). */
export const SESSION_IDLE_MS = 30 * 60 * 1000;
/** Absolute timeout: a session older than this is refused however active it is. */
export const SESSION_ABSOLUTE_MS = 8 * 60 * 60 * 1000;

/**
 * Admin sessions live in Redis (revocable on logout), not in the cookie. The cookie holds
 * only a random id, signed, httpOnly, SameSite=Lax, Secure when the site is served over TLS.
 */
export function sessionMiddleware(app: Koa, redis: Redis, opts: { prefix: string; secure: boolean; cookie: string }): Koa.Middleware {
  const key = (id: string) => `${opts.prefix}session:${id}`;
  return session(
    {
      key: opts.cookie,
      // A browser-session cookie: the idle timeout is the store's TTL, renewed by every read
      // (GETEX), so an admin call costs one Redis round trip, not a read and a rewrite.
      maxAge: 'session',
      rolling: false,
      renew: false,
      httpOnly: true,
      signed: true,
      sameSite: 'lax',
      // undefined lets koa decide per request: Secure whenever the connection is TLS (or X-Forwarded-Proto with TRUST_PROXY).
      secure: opts.secure ? true : undefined,
      genid: () => randomBytes(24).toString('base64url'),
      store: {
        async get(id: string) {
          const raw = await redis.getex(key(id), 'PX', SESSION_IDLE_MS);
          return raw ? (JSON.parse(raw) as Record<string, unknown>) : undefined;
        },
        async set(id: string, sess: Record<string, unknown>) {
          // Exactly the idle timeout (koa-session would pad it with a margin of its own).
          await redis.set(key(id), JSON.stringify(sess), 'PX', SESSION_IDLE_MS);
        },
        async destroy(id: string) {
          await redis.del(key(id));
        },
      },
    },
    app,
  );
}
