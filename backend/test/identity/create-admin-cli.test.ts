import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { cookieHeader, startTestApp, type TestApp } from '../support/test-app';

const run = promisify(execFile);
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

function cli(args: string[], password: string) {
  return run(process.execPath, ['-r', '@swc-node/register', path.join(__dirname, '../../src/cli.ts'), ...args], {
    cwd: path.join(__dirname, '../..'),
    env: {
      ...process.env,
      DATABASE_URL: app.config.databaseUrl,
      REDIS_URL: app.config.redisUrl,
      REDIS_PREFIX: app.config.redisPrefix,
      SESSION_SECRET: app.config.sessionSecret,
      ADMIN_PASSWORD: password,
      LOG_LEVEL: 'silent',
    },
  });
}

describe('npm run cli -- create-admin <username>', () => {
  it('creates an admin who can sign in, then resets its password', async () => {
    const created = await cli(['create-admin', 'ops'], 'first-password-of-ops');
    expect(created.stdout).toContain('Admin ops created');
    const login = (password: string) => app.request('POST', '/api/admin/login', { body: { username: 'ops', password } });
    expect((await login('first-password-of-ops')).status).toBe(200);

    const reset = await cli(['create-admin', 'ops'], 'second-password-of-ops');
    expect(reset.stdout).toContain('Admin ops updated');
    expect((await login('first-password-of-ops')).status).toBe(401);
    expect((await login('second-password-of-ops')).status).toBe(200);
  }, 60_000);

  it("ends the user's sessions when it changes the password", async () => {
    await cli(['create-admin', 'rotated'], 'first-password-of-rotated');
    const signIn = async (password: string) => cookieHeader((await app.request('POST', '/api/admin/login', { body: { username: 'rotated', password } })).cookies);
    const before = [await signIn('first-password-of-rotated'), await signIn('first-password-of-rotated')];
    for (const cookie of before) expect((await app.request('GET', '/api/admin/user', { cookie })).status).toBe(200);

    await cli(['create-admin', 'rotated'], 'second-password-of-rotated');
    for (const cookie of before) expect((await app.request('GET', '/api/admin/user', { cookie })).status).toBe(401);
    const after = await signIn('second-password-of-rotated');
    expect((await app.request('GET', '/api/admin/user', { cookie: after })).status).toBe(200);
    // The same password again changes nothing for whoever is signed in.
    await cli(['create-admin', 'rotated'], 'second-password-of-rotated');
    expect((await app.request('GET', '/api/admin/user', { cookie: after })).status).toBe(200);
  }, 60_000);

  it('refuses a password shorter than 12 characters and changes nothing', async () => {
    await expect(cli(['create-admin', 'shorty'], 'short')).rejects.toMatchObject({ stderr: expect.stringContaining('at least 12 characters') });
    const rows = await app.runtime.orm.em.getConnection().execute(`select 1 from identity.users where username = 'shorty'`);
    expect(rows).toHaveLength(0);
  }, 60_000);
});
