import { mkdtempSync, mkdirSync, writeFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { startTestApp, type TestApp } from '../support/test-app';

let app: TestApp;
let dir: string;
const INDEX = '<!doctype html><title>Costiera</title><script id="costiera-remotes" type="application/json">{"public_app":"/remotes/public/remoteEntry.js"}</script><div id="root"></div>';

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'costiera-frontends-'));
  for (const app of ['shell', 'public', 'admin']) mkdirSync(path.join(dir, app, 'dist'), { recursive: true });
  writeFileSync(path.join(dir, 'shell/dist/index.html'), INDEX);
  writeFileSync(path.join(dir, 'shell/dist/main.js'), 'console.log("shell")');
  // No build emits a file without an extension: such a name is an app path, never read from disk.
  writeFileSync(path.join(dir, 'shell/dist/tours'), 'not a page');
  const chunk = 'export const tours = 1;'.repeat(200);
  writeFileSync(path.join(dir, 'public/dist/412.a1b2c3d4e5.js'), chunk);
  writeFileSync(path.join(dir, 'public/dist/412.a1b2c3d4e5.js.br'), brotliCompressSync(chunk));
  writeFileSync(path.join(dir, 'public/dist/remoteEntry.js'), 'var public_app;');
  app = await startTestApp({ FRONTENDS_DIR: dir });
});
afterAll(async () => {
  await app.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('serving the builds from one origin', () => {
  it('answers app routes with the shell index.html and status 200', async () => {
    for (const p of ['/', '/tours', '/tours/123', '/admin/login', '/admin/tours/9/edit', '/admin/providers', '/admin/providers/PRV-CBC-01/edit', '/guides/getting-here']) {
      const res = await app.request('GET', p);
      expect({ p, status: res.status }).toEqual({ p, status: 200 });
      expect(res.text).toContain('<div id="root">');
      expect(res.headers.get('cache-control')).toBe('no-cache');
    }
  });

  it('answers a path without an extension with the app, never with a file of that name', async () => {
    const res = await app.request('GET', '/tours');
    expect(res.status).toBe(200);
    expect(res.text).toContain('<div id="root">');
  });

  it('answers unknown paths with status 404 but still the app (which shows Page Not Found)', async () => {
    for (const p of ['/nowhere', '/tours/1/extra', '/admin/unknown']) {
      const res = await app.request('GET', p);
      expect({ p, status: res.status }).toEqual({ p, status: 404 });
      expect(res.text).toContain('<div id="root">');
    }
  });

  it('caches hashed chunks for a year and revalidates entries', async () => {
    const chunk = await app.request('GET', '/remotes/public/412.a1b2c3d4e5.js', { headers: { 'accept-encoding': 'identity' } });
    expect(chunk.status).toBe(200);
    expect(chunk.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(chunk.headers.get('content-type')).toMatch(/javascript/);
    const entry = await app.request('GET', '/remotes/public/remoteEntry.js');
    expect(entry.headers.get('cache-control')).toBe('no-cache');
    expect(entry.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(entry.headers.get('vary')).toContain('Accept-Encoding');
    expect(entry.text).toBe('var public_app;');
  });

  it('sends a script nosniff without the policies that only a document reads', async () => {
    const script = await app.request('GET', '/remotes/public/412.a1b2c3d4e5.js');
    expect(script.headers.get('x-content-type-options')).toBe('nosniff');
    for (const name of ['content-security-policy', 'permissions-policy', 'x-frame-options', 'cross-origin-opener-policy', 'referrer-policy']) {
      expect([name, script.headers.get(name)]).toEqual([name, null]);
    }
    const page = await app.request('GET', '/');
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(page.headers.get('x-frame-options')).toBe('DENY');
  });

  it('answers a revalidation of an unchanged file with 304, and a HEAD with the length and no body', async () => {
    const first = await app.request('GET', '/remotes/public/remoteEntry.js');
    const lastModified = first.headers.get('last-modified')!;
    expect(lastModified).toBeTruthy();
    // Through node:http: fetch turns a conditional request into an end-to-end reload (Cache-Control: no-cache).
    const again = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      http
        .get(`${app.baseUrl}/remotes/public/remoteEntry.js`, { headers: { 'if-modified-since': lastModified } }, (res) => {
          let body = '';
          res.on('data', (chunk: Buffer) => (body += chunk.toString()));
          res.on('end', () => resolve({ status: res.statusCode!, body }));
        })
        .on('error', reject);
    });
    expect(again).toEqual({ status: 304, body: '' });
    const head = await app.request('HEAD', '/remotes/public/remoteEntry.js', { headers: { 'accept-encoding': 'identity' } });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe(String('var public_app;'.length));
    expect(head.text).toBe('');
  });

  it('sends the precompressed brotli file when the browser accepts it', async () => {
    const res = await fetch(`${app.baseUrl}/remotes/public/412.a1b2c3d4e5.js`, { headers: { 'accept-encoding': 'br' } });
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(await res.text()).toContain('export const tours');
  });

  it('never serves files outside the build folders', async () => {
    // An encoded path up and out of public/dist: the shell's own index.html, as a page the app does not know.
    const shellIndex = await app.request('GET', '/remotes/public/..%2f..%2fshell%2fdist%2findex.html');
    expect(shellIndex.status).toBe(404);
    const passwd = await app.request('GET', '/remotes/public/%2e%2e/%2e%2e/%2e%2e/etc/passwd');
    expect(passwd.status).toBe(404);
    expect(passwd.text).not.toContain('root:');
    // A file with an extension is an asset: outside the folder it is the plain 404, never the file.
    const shellScript = await app.request('GET', '/remotes/public/..%2f..%2fshell%2fdist%2fmain.js');
    expect(shellScript.status).toBe(404);
    expect(shellScript.text).toBe('Not Found');
    const backslashes = await app.request('GET', '/remotes/public/..%5c..%5cshell%5cdist%5cmain.js');
    expect(backslashes.status).toBe(404);
    expect(backslashes.text).toBe('Not Found');
  });

  it('answers a missing asset with a plain 404', async () => {
    const res = await app.request('GET', '/remotes/public/missing.js');
    expect(res.status).toBe(404);
    expect(res.text).not.toContain('<div id="root">');
  });
});

describe('paths beside a server build', () => {
  // A server entry like the public remote's: a tour page it does not know is a 404, which the backend turns into 410 for a deleted tour.
  const ENTRY = `exports.configure = () => {};
exports.renderPage = async ({ url }) => ({ status: url.startsWith('/tours/') ? 404 : 200, head: '', body: 'server build page', state: '{}' });`;
  let built: TestApp;
  let builtDir: string;
  beforeAll(async () => {
    builtDir = mkdtempSync(path.join(tmpdir(), 'costiera-frontends-'));
    for (const app of ['shell', 'public', 'admin']) mkdirSync(path.join(builtDir, app, 'dist'), { recursive: true });
    writeFileSync(path.join(builtDir, 'shell/dist/index.html'), INDEX);
    mkdirSync(path.join(builtDir, 'public/dist/server'));
    writeFileSync(path.join(builtDir, 'public/dist/ssr.json'), JSON.stringify({ version: 'v1', remoteEntry: 'remoteEntry.v1.js', server: 'server/render-page.js', styles: [], scripts: [] }));
    writeFileSync(path.join(builtDir, 'public/dist/server/render-page.js'), ENTRY);
    built = await startTestApp({ FRONTENDS_DIR: builtDir });
  });
  afterAll(async () => {
    await built.close();
    rmSync(builtDir, { recursive: true, force: true });
  });

  it("never serves the public remote's server build, however the path is encoded", async () => {
    for (const p of ['/remotes/public/ssr.json', '/remotes/public/%73sr.json', '/remotes/public/server/render-page.js', '/remotes/public/server%2frender-page.js', '/remotes/public/%73erver%2Frender-page.js', '/remotes/public/x/..%2fssr.json']) {
      const res = await built.request('GET', p);
      expect({ p, status: res.status }).toEqual({ p, status: 404 });
      expect(res.text).not.toMatch(/renderPage|render-page/);
    }
  });

  it('answers malformed percent-encoding and NUL bytes with 400 on pages, files and API calls', async () => {
    for (const p of ['/%E0%A4%A', '/tours/%', '/tours/%00', '/tours/%00/booking-request', '/remotes/public/%E0%A4%A.js', '/remotes/public/a%00.js', '/api/tours/%', '/api/tours/%00', '/api/tours?q=%']) {
      const res = await built.request('GET', p);
      expect({ p, status: res.status }).toEqual({ p, status: 400 });
    }
    const post = await built.request('POST', '/tours/%/booking-request', { raw: 'customerName=A', contentType: 'application/x-www-form-urlencoded' });
    expect(post.status).toBe(400);
  });

});
