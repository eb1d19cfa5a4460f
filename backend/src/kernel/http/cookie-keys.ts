import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The keys that sign cookies (the session id), in the shape Koa's cookies expect of Keygrip:
 * the same signatures (HMAC-SHA1, base64url), so cookies signed before stay valid, but checked
 * with `crypto.timingSafeEqual`. Keygrip compares through tsscmp, which draws 32 random bytes
 * and computes two more HMACs for every comparison: a tenth of an admin call's CPU.
 */
export class CookieKeys {
  constructor(private readonly keys: readonly string[]) {
    if (keys.length === 0) throw new Error('cookie signing needs at least one key');
  }

  sign(data: string): string {
    return createHmac('sha1', this.keys[0]!).update(data).digest('base64url');
  }

  verify(data: string, digest: string): boolean {
    return this.index(data, digest) > -1;
  }

  /** Which key signed `data` as `digest` (-1: none). */
  index(data: string, digest: string): number {
    const given = Buffer.from(digest);
    for (let i = 0; i < this.keys.length; i++) {
      const expected = Buffer.from(createHmac('sha1', this.keys[i]!).update(data).digest('base64url'));
      if (expected.length === given.length && timingSafeEqual(expected, given)) return i;
    }
    return -1;
  }
}
