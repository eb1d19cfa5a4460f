import { execFile, spawn } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { cookieHeader, startTestApp, type TestApp } from '../support/test-app';

const run = promisify(execFile);
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

const cliArgs = (args: string[]) => ['-r', '@swc-node/register', path.join(__dirname, '../../src/cli.ts'), ...args];
const cliEnv = () => ({
  ...process.env,
  DATABASE_URL: app.config.databaseUrl,
  REDIS_URL: app.config.redisUrl,
  REDIS_PREFIX: app.config.redisPrefix,
  SESSION_SECRET: app.config.sessionSecret,
  LOG_LEVEL: 'silent',
});

function cli(args: string[], password: string) {
  return run(process.execPath, cliArgs(args), { cwd: path.join(__dirname, '../..'), env: { ...cliEnv(), ADMIN_PASSWORD: password } });
}

/**
 * The cli in a terminal (util-linux `script` gives it one) with no ADMIN_PASSWORD: the password
 * is typed once the question shows. Answers everything the terminal showed.
 */
function cliInTerminal(args: string[], typed: string): Promise<string> {
  const env: NodeJS.ProcessEnv = cliEnv();
  delete env.ADMIN_PASSWORD;
  const command = [process.execPath, ...cliArgs(args)].map((a) => `'${a}'`).join(' ');
  const child = spawn('script', ['-qfec', command, '/dev/null'], { cwd: path.join(__dirname, '../..'), env, stdio: ['pipe', 'pipe', 'inherit'] });
  let shown = '';
  let asked = false;
  child.stdout.on('data', (chunk: Buffer) => {
    shown += chunk.toString();
    if (!asked && shown.includes('characters): ')) {
      asked = true;
      child.stdin.write(`${typed}\r`);
    }
  });
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve(shown) : reject(new Error(`the cli exited with ${code}: ${shown}`))));
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

  it('asks for the password in a terminal without showing what is typed', async () => {
    const shown = await cliInTerminal(['create-admin', 'typist'], 'typed-password-of-typist');
    expect(shown).toContain('Password for typist (at least 12 characters): ');
    expect(shown).toContain('Admin typist created');
    expect(shown).not.toContain('typed-password-of-typist');
    expect((await app.request('POST', '/api/admin/login', { body: { username: 'typist', password: 'typed-password-of-typist' } })).status).toBe(200);
  }, 60_000);

  it('refuses a password shorter than 12 characters and changes nothing', async () => {
    await expect(cli(['create-admin', 'shorty'], 'short')).rejects.toMatchObject({ stderr: expect.stringContaining('at least 12 characters') });
    const rows = await app.runtime.orm.em.getConnection().execute(`select 1 from identity.users where username = 'shorty'`);
    expect(rows).toHaveLength(0);
  }, 60_000);
});
