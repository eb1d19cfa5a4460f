import argon2 from 'argon2';
import { isRight } from 'fp-ts/Either';
import { identity, ApiError } from '@costiera/contracts';
import { startTestApp, cookieHeader, ADMIN_PASSWORD, type TestApp } from '../support/test-app';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

const login = (body: unknown, headers: Record<string, string> = {}) => app.request('POST', '/api/admin/login', { body, headers });

describe('POST /api/admin/login', () => {
  beforeAll(() => app.signInAsAdmin('marina', ADMIN_PASSWORD));

  it('signs an admin in and answers the user as the contract describes', async () => {
    const res = await login({ username: 'marina', password: ADMIN_PASSWORD });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ username: 'marina', isAdmin: true, language: 'en' });
    expect(isRight(identity.login.response.decode(res.body))).toBe(true);
  });

  it('sets the session cookie httpOnly and SameSite=Lax, not Secure over plain http', async () => {
    const res = await login({ username: 'marina', password: ADMIN_PASSWORD });
    const cookie = res.cookies.find((c) => c.startsWith('costiera.sid='))!;
    expect(cookie).toMatch(/httponly/i);
    expect(cookie).toMatch(/samesite=lax/i);
    expect(cookie).not.toMatch(/secure/i);
    expect(res.cookies.some((c) => c.startsWith('costiera.sid.sig='))).toBe(true);
  });

  it('sets the Secure flag when the site is served over TLS', async () => {
    const tls = await startTestApp({ PUBLIC_BASE_URL: 'https://costiera.test', TRUST_PROXY: 'true' });
    try {
      await tls.signInAsAdmin('marina', ADMIN_PASSWORD).catch(() => undefined);
      const res = await tls.request('POST', '/api/admin/login', {
        body: { username: 'marina', password: ADMIN_PASSWORD },
        headers: { 'x-forwarded-proto': 'https' },
      });
      expect(res.status).toBe(200);
      expect(res.cookies.find((c) => c.startsWith('costiera.sid='))).toMatch(/secure/i);
    } finally {
      await tls.close();
    }
  });

  it("says 'Username is required' and 'Password is required' for empty fields", async () => {
    const noUser = await login({ username: '   ', password: 'x' });
    expect(noUser.status).toBe(400);
    expect(noUser.body).toMatchObject({ error: 'bad_request', message: 'Username is required' });
    const noPassword = await login({ username: 'marina', password: '' });
    expect(noPassword.status).toBe(400);
    expect(noPassword.body).toMatchObject({ message: 'Password is required', details: [{ field: 'password', message: 'Password is required' }] });
    const missing = await login({});
    expect((missing.body as ApiError).details?.map((d) => d.field).sort()).toEqual(['password', 'username']);
  });

  it('gives an unknown user and a wrong password the same status and body', async () => {
    const wrong = await login({ username: 'marina', password: 'not-the-password' });
    const unknown = await login({ username: 'nobody-here', password: 'not-the-password' });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(unknown.body).toEqual(wrong.body);
    expect(wrong.body).toEqual({ error: 'invalid_credentials', message: 'Invalid username or password' });
    expect(wrong.cookies.filter((c) => !c.includes('expires=Thu, 01 Jan 1970'))).toHaveLength(0);
  });

  it('runs the same argon2id verification for an unknown user as for a wrong password (no timing oracle)', async () => {
    // Observed at argon2 itself, not by the clock: which hash each answer was verified against.
    const verify = jest.spyOn(argon2, 'verify');
    try {
      await login({ username: 'marina', password: 'wrong-for-marina' });
      const wrongPassword = verify.mock.calls.map(([hash, password]) => ({ hash, password }));
      verify.mockClear();
      await login({ username: 'nobody-at-all', password: 'wrong-for-nobody' });
      const unknownUser = verify.mock.calls.map(([hash, password]) => ({ hash, password }));
      expect(wrongPassword).toEqual([{ hash: expect.any(String), password: 'wrong-for-marina' }]);
      expect(unknownUser).toEqual([{ hash: expect.any(String), password: 'wrong-for-nobody' }]);
      // A real argon2id hash (salt and digest present) with the parameters of a real user's hash.
      const parameters = (hash: string) => /^\$argon2id\$v=\d+\$[mpt=\d,]+\$[A-Za-z0-9+/]{22,}\$[A-Za-z0-9+/]{43,}$/.exec(hash)?.[0].split('$').slice(1, 4);
      expect(parameters(unknownUser[0]!.hash)).toEqual(['argon2id', 'v=19', 'm=19456,p=1,t=2']);
      expect(parameters(unknownUser[0]!.hash)).toEqual(parameters(wrongPassword[0]!.hash));
      // The verification ran to its end (argon2 checked the hash) before the answer.
      await expect(verify.mock.results[0]!.value).resolves.toBe(false);
    } finally {
      verify.mockRestore();
    }
  });

  it('rejects unknown fields with 400 and signs nobody in', async () => {
    const res = await login({ username: 'marina', password: ADMIN_PASSWORD, isAdmin: true });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ error: 'bad_request', details: [{ field: 'isAdmin', message: 'Unknown field "isAdmin"' }] });
    expect(res.cookies).toHaveLength(0);
  });
});

describe('login throttling', () => {
  // docs/spec-deviations.md#request-throttling
  // Its own app: these failures would otherwise use up the address budget of the other tests.
  // Behind a proxy (TRUST_PROXY): each test names its client addresses in X-Forwarded-For.
  let outer: TestApp;
  const clock = { at: Date.parse('2026-07-01T09:00:00Z'), now: () => new Date(clock.at) };
  beforeAll(async () => {
    outer = app;
    app = await startTestApp({ TRUST_PROXY: 'true' }, { clock });
  });
  afterAll(async () => {
    await app.close();
    app = outer;
  });

  it('answers 429 with Retry-After after 5 failures for one username, and the right password does not get through', async () => {
    await app.signInAsAdmin('throttled', ADMIN_PASSWORD);
    for (let i = 0; i < 5; i++) {
      expect((await login({ username: 'throttled', password: `wrong-${i}` }, { 'x-test': String(i) })).status).toBe(401);
    }
    const blocked = await login({ username: 'throttled', password: ADMIN_PASSWORD });
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(blocked.body).toMatchObject({ error: 'too_many_requests' });
    expect((blocked.body as ApiError).message).toMatch(/Too many failed sign-in attempts/);
  });

  it('verifies at most 5 of 40 parallel attempts with a wrong password: each is counted before its password is checked', async () => {
    await app.signInAsAdmin('stormed', ADMIN_PASSWORD);
    const statuses = await Promise.all(
      Array.from({ length: 40 }, (_, i) => login({ username: 'stormed', password: `wrong-${i}` }, { 'x-forwarded-for': `10.40.0.${i}` }).then((r) => r.status)),
    );
    // Every 401 is a password verified; every 429 was refused before verifying.
    expect(statuses.filter((s) => s === 401)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(35);
  });

  it('slows a username down rather than locking it: after the wait the right password gets in from another address', async () => {
    await app.signInAsAdmin('besieged', ADMIN_PASSWORD);
    const attacker = { 'x-forwarded-for': '10.66.0.1' };
    const owner = { 'x-forwarded-for': '10.7.0.1' };
    for (let i = 0; i < 5; i++) expect((await login({ username: 'besieged', password: `guess-${i}` }, attacker)).status).toBe(401);
    const waiting = await login({ username: 'besieged', password: ADMIN_PASSWORD }, owner);
    expect(waiting.status).toBe(429);
    expect(waiting.headers.get('retry-after')).toBe('60');
    // One more guess after the wait; the wait after it is twice as long.
    clock.at += 60_000;
    expect((await login({ username: 'besieged', password: 'guess-5' }, attacker)).status).toBe(401);
    expect((await login({ username: 'besieged', password: ADMIN_PASSWORD }, owner)).headers.get('retry-after')).toBe('120');
    clock.at += 120_000;
    expect((await login({ username: 'besieged', password: ADMIN_PASSWORD }, owner)).status).toBe(200);
    expect((await login({ username: 'besieged', password: 'guess-6' }, attacker)).status).toBe(401);
  });

  it('counts usernames case-insensitively', async () => {
    for (let i = 0; i < 5; i++) await login({ username: i % 2 ? 'CaseUser' : 'caseuser', password: 'wrong' });
    expect((await login({ username: 'CASEUSER', password: 'wrong' })).status).toBe(429);
  });

  it('clears the username count after a successful sign-in', async () => {
    await app.signInAsAdmin('forgetful', ADMIN_PASSWORD);
    for (let i = 0; i < 4; i++) await login({ username: 'forgetful', password: 'wrong' });
    expect((await login({ username: 'forgetful', password: ADMIN_PASSWORD })).status).toBe(200);
    for (let i = 0; i < 4; i++) expect((await login({ username: 'forgetful', password: 'wrong' })).status).toBe(401);
  });

  it('limits failures per client address across usernames', async () => {
    const other = await startTestApp();
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 21; i++) {
        statuses.push((await other.request('POST', '/api/admin/login', { body: { username: `spray${i}`, password: 'wrong' } })).status);
      }
      expect(statuses.slice(0, 20).every((s) => s === 401)).toBe(true);
      expect(statuses[20]).toBe(429);
    } finally {
      await other.close();
    }
  });
});

describe('sessions', () => {
  it('GET /api/admin/user answers 401 without a session and the user with one', async () => {
    expect((await app.request('GET', '/api/admin/user')).status).toBe(401);
    const cookie = await app.signInAsAdmin('reader', ADMIN_PASSWORD);
    const res = await app.request('GET', '/api/admin/user', { cookie });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ username: 'reader', isAdmin: true, language: 'en' });
  });

  it('gives a new session id at every sign-in, and the old id is worth nothing after it', async () => {
    const first = await app.signInAsAdmin('rotator', ADMIN_PASSWORD);
    const again = await app.request('POST', '/api/admin/login', { body: { username: 'rotator', password: ADMIN_PASSWORD }, cookie: first });
    const second = cookieHeader(again.cookies);
    const id = (c: string) => /costiera\.sid=([^;]+)/.exec(c)![1];
    expect(id(second)).not.toEqual(id(first));
    expect((await app.request('GET', '/api/admin/user', { cookie: first })).status).toBe(401);
    expect((await app.request('GET', '/api/admin/user', { cookie: second })).status).toBe(200);
  });

  it('logout destroys the session on the server: a replayed cookie is 401', async () => {
    const cookie = await app.signInAsAdmin('leaver', ADMIN_PASSWORD);
    const before = await app.redisKeys('session:*');
    const out = await app.request('POST', '/api/admin/logout', { cookie });
    expect(out.status).toBe(204);
    expect(out.cookies.some((c) => c.startsWith('costiera.sid=;'))).toBe(true);
    expect((await app.redisKeys('session:*')).length).toBe(before.length - 1);
    expect((await app.request('GET', '/api/admin/user', { cookie })).status).toBe(401);
  });

  it('keeps sessions in Redis with a 30-minute idle lifetime, renewed on use', async () => {
    const cookie = await app.signInAsAdmin('idler', ADMIN_PASSWORD);
    const sid = /costiera\.sid=([^;]+)/.exec(cookie)![1];
    const key = `${app.config.redisPrefix}session:${sid}`;
    await app.runtime.redis.pexpire(key, 60_000);
    await app.request('GET', '/api/admin/user', { cookie });
    const ttl = await app.runtime.redis.pttl(key);
    expect(ttl).toBeGreaterThan(29 * 60 * 1000);
    expect(ttl).toBeLessThanOrEqual(30 * 60 * 1000);
  });

  it('refuses a session older than 8 hours however active', async () => {
    const cookie = await app.signInAsAdmin('marathon', ADMIN_PASSWORD);
    const sid = /costiera\.sid=([^;]+)/.exec(cookie)![1];
    const key = `${app.config.redisPrefix}session:${sid}`;
    const stored = JSON.parse((await app.runtime.redis.get(key))!);
    stored.startedAt = Date.now() - 8 * 60 * 60 * 1000 - 1000;
    await app.runtime.redis.set(key, JSON.stringify(stored), 'PX', 60_000);
    expect((await app.request('GET', '/api/admin/user', { cookie })).status).toBe(401);
    expect(await app.runtime.redis.exists(key)).toBe(0);
  });

  it('refuses a cookie whose signature does not match', async () => {
    const cookie = await app.signInAsAdmin('forger', ADMIN_PASSWORD);
    const forged = cookie.replace(/costiera\.sid\.sig=[^;]+/, 'costiera.sid.sig=AAAAAAAAAAAAAAAAAAAAAAAAAAA');
    expect((await app.request('GET', '/api/admin/user', { cookie: forged })).status).toBe(401);
  });
});
