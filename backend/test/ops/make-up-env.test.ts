import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * `PORT=3100 make up` on a fresh clone: the scripts that write and load .env, run in a copy of
 * the repository's scripts and .env.example in a temporary directory.
 */
const ROOT = path.join(__dirname, '../../..');
let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'costiera-up-'));
  fs.mkdirSync(path.join(dir, 'scripts'));
  for (const script of ['ensure-env.sh', 'load-env.sh']) fs.copyFileSync(path.join(ROOT, 'scripts', script), path.join(dir, 'scripts', script));
  fs.copyFileSync(path.join(ROOT, '.env.example'), path.join(dir, '.env.example'));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

/** Runs a bash command in the copy, with PATH and the given variables only (HOME there too: no one's shell start-up files). */
function bash(command: string, env: Record<string, string> = {}) {
  const run = spawnSync('bash', ['-c', command], { cwd: dir, encoding: 'utf8', env: { PATH: process.env.PATH ?? '', HOME: dir, ...env } });
  return { code: run.status, out: run.stdout, err: run.stderr };
}
const envFile = () => fs.readFileSync(path.join(dir, '.env'), 'utf8');
const loaded = (env: Record<string, string> = {}) => bash('. scripts/load-env.sh && echo "$PORT $PUBLIC_BASE_URL"', env).out.trim();

describe('make up with PORT set', () => {
  it('writes the first .env on that port and prints the admin URL on it', () => {
    const run = bash('bash scripts/ensure-env.sh', { PORT: '3100' });
    expect(run.code).toBe(0);
    expect(envFile()).toMatch(/^PORT=3100$/m);
    expect(envFile()).toMatch(/^PUBLIC_BASE_URL=http:\/\/localhost:3100$/m);
    expect(run.out).toContain('http://localhost:3100/admin/login');
    expect(run.out).not.toContain(':3000');
    expect(loaded()).toBe('3100 http://localhost:3100');
  });

  it('keeps port 3000 without PORT', () => {
    expect(bash('bash scripts/ensure-env.sh').code).toBe(0);
    expect(envFile()).toMatch(/^PORT=3000$/m);
    expect(loaded()).toBe('3000 http://localhost:3000');
  });

  it('lets a PORT given later win over the one in .env, with the URL on it', () => {
    expect(bash('bash scripts/ensure-env.sh').code).toBe(0);
    expect(loaded({ PORT: '3200' })).toBe('3200 http://localhost:3200');
    expect(loaded({ PORT: '3200', PUBLIC_BASE_URL: 'https://costiera.example' })).toBe('3200 https://costiera.example');
  });

  it('refuses a PORT that is not a number, writing nothing', () => {
    const run = bash('bash scripts/ensure-env.sh', { PORT: 'abc' });
    expect(run.code).toBe(1);
    expect(run.err.trim()).toBe('PORT must be a port number, not "abc".');
    expect(fs.existsSync(path.join(dir, '.env'))).toBe(false);
  });
});
