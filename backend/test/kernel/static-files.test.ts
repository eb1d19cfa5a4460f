import { mkdtempSync, mkdirSync, writeFileSync, rmSync, utimesSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import Koa from 'koa';
import { staticFiles } from '../../src/kernel/http/static-files';
import { startTestApp, type TestApp } from '../support/test-app';

let app: TestApp;
let dir: string;
const INDEX = '<!doctype html><title>Costiera</title><script id="costiera-remotes" type="application/json">{"public_app":"/remotes/public/remoteEntry.js"}</script><div id="root"></div>';

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'costiera-frontends-'));
  for (const app of ['shell', 'public', 'admin']) mkdirSync(path.join(dir, app, 'dist'), { recursive: true });
  writeFileSync(path.join(dir, 'shell/dist/index.html'), INDEX);
  writeFileSync(path.join(dir, 'shell/dist/main.js'), 'console.log("shell")');
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
    for (const p of ['/', '/tours', '/tours/123', '/admin/login', '/admin/tours/9/edit', '/guides/getting-here']) {
      const res = await app.request('GET', p);
      expect({ p, status: res.status }).toEqual({ p, status: 200 });
      expect(res.text).toContain('<div id="root">');
      expect(res.headers.get('cache-control')).toBe('no-cache');
    }
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

/*
 * What index.html announces for a page's first render (first-load.json of each build) and the
 * prerendered first paint, tested on the middleware alone with a bare Koa server.
 */
describe("announcing a page's first render in index.html", () => {
  const SHELL_INDEX =
    '<!doctype html><html><head><title>Costiera</title><script id="costiera-remotes" type="application/json">{"public_app":"/remotes/public/remoteEntry.js","admin_app":"/remotes/admin/remoteEntry.js"}</script><script defer="defer" src="/main.js"></script></head><body><div id="root"></div><div id="first-paint"><header class="boot-header"><span class="boot-logo">Costiera</span></header></div></body></html>';
  const shellLoad = { scripts: ['140.aaaaaaaaaa.js', '469.bbbbbbbbbb.js'], styles: [], shared: { react: ['41.cccccccccc.js'], zustand: [] } };
  const publicLoad = {
    scripts: ['208.dddddddddd.js', '__federation_expose_App.eeeeeeeeee.js'],
    styles: ['208.ffffffffff.css'],
    shared: { react: ['41.1111111111.js'], 'react-router-dom': ['333.2222222222.js'] },
    paths: ['/', '/tours', '/tours/:id'],
    pages: [
      { path: '/', query: 'any', scripts: 'after-paint', data: ['/api/tours'], html: '<main><h1>Discover the Sorrento Coast</h1><p>Costs $& less</p></main>' },
      { path: '/tours', query: 'none', scripts: 'at-once', data: ['/api/tours'], html: '<main><h1>Tours</h1></main>' },
      { path: '/tours/:id', query: 'any', scripts: 'at-once', data: ['/api/tours/:id', '/api/tours/:id/reviews'], html: '<main>Loading tour details...</main>' },
    ],
  };
  let root: string;
  let server: Server;
  let base = '';
  const get = async (p: string) => {
    const res = await fetch(base + p);
    return { status: res.status, html: await res.text() };
  };
  const preloads = (html: string, as: string) => [...html.matchAll(new RegExp(`<link rel="preload" as="${as}"[^>]* href="([^"]+)">`, 'g'))].map((m) => m[1]);
  const firstPaint = (html: string) => /<div id="first-paint"(?: inert)?>([\s\S]*)<\/div><\/body>/.exec(html)?.[1];

  async function serve(remotesManifest?: string) {
    await new Promise<void>((r) => (server ? server.close(() => r()) : r()));
    const koa = new Koa();
    koa.use(
      staticFiles({
        shellDir: path.join(root, 'shell/dist'),
        remotesManifest,
        mounts: [
          { prefix: '/remotes/public/', dir: path.join(root, 'public/dist'), cache: 'no-cache' },
          { prefix: '/remotes/admin/', dir: path.join(root, 'admin/dist'), cache: 'no-cache' },
          { prefix: '/', dir: path.join(root, 'shell/dist'), cache: 'no-cache' },
        ],
      }),
    );
    server = koa.listen(0, '127.0.0.1');
    await new Promise((r) => server.once('listening', r));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }

  beforeAll(async () => {
    root = mkdtempSync(path.join(tmpdir(), 'costiera-first-load-'));
    for (const app of ['shell', 'public', 'admin']) mkdirSync(path.join(root, app, 'dist'), { recursive: true });
    writeFileSync(path.join(root, 'shell/dist/index.html'), SHELL_INDEX);
    writeFileSync(path.join(root, 'shell/dist/first-load.json'), JSON.stringify(shellLoad));
    writeFileSync(path.join(root, 'public/dist/first-load.json'), JSON.stringify(publicLoad));
    await serve();
  });
  afterAll(async () => {
    await new Promise<void>((r) => server.close(() => r()));
    rmSync(root, { recursive: true, force: true });
  });

  it("preloads everything a data page needs from the HTML, with its data and its prerendered first paint", async () => {
    const { status, html } = await get('/tours/3a58b178-bebe');
    expect(status).toBe(200);
    expect(firstPaint(html)).toBe('<main>Loading tour details...</main>');
    // A static copy: visible, but it takes no input (the app replaces it).
    expect(html).toContain('<div id="first-paint" inert><main>');
    expect(html).toContain('<link rel="stylesheet" href="/remotes/public/208.ffffffffff.css">');
    // The shell's chunks and shared modules, the remote's entry and ./App chunks, and the
    // remote's copy only of shared modules the shell does not load itself.
    expect(preloads(html, 'script')).toEqual([
      '/140.aaaaaaaaaa.js',
      '/469.bbbbbbbbbb.js',
      '/41.cccccccccc.js',
      '/remotes/public/remoteEntry.js',
      '/remotes/public/208.dddddddddd.js',
      '/remotes/public/__federation_expose_App.eeeeeeeeee.js',
      '/remotes/public/333.2222222222.js',
    ]);
    expect(preloads(html, 'fetch')).toEqual(['/api/tours/3a58b178-bebe', '/api/tours/3a58b178-bebe/reviews']);
    expect(html).toContain('<link rel="preload" as="fetch" crossorigin="use-credentials" href="/api/tours/3a58b178-bebe">');
    expect(html).not.toContain('costiera-first-load');
  });

  it('lists the scripts for the shell to preload after the first paint when that paint is the main content', async () => {
    const { html } = await get('/');
    expect(firstPaint(html)).toBe('<main><h1>Discover the Sorrento Coast</h1><p>Costs $& less</p></main>');
    expect(preloads(html, 'script')).toEqual([]);
    const list = JSON.parse(/<script id="costiera-first-load" type="application\/json">([^<]*)<\/script>/.exec(html)![1]!);
    expect(list.scripts).toContain('/remotes/public/remoteEntry.js');
    expect(list.data).toEqual(['/api/tours']);
  });

  it('uses a first paint that depends on the query string only for URLs without one', async () => {
    const { html } = await get('/tours?category=boat-tours');
    expect(firstPaint(html)).toContain('boot-header');
    expect(html).toContain('<link rel="preload" as="style" href="/remotes/public/208.ffffffffff.css">');
    expect(preloads(html, 'script')).toContain('/remotes/public/remoteEntry.js');
    expect(preloads(html, 'fetch')).toEqual([]);
  });

  it('announces only the shell for paths no listed remote answers, and nothing on a 404', async () => {
    const admin = await get('/admin/login');
    expect(preloads(admin.html, 'script')).toEqual(['/140.aaaaaaaaaa.js', '/469.bbbbbbbbbb.js', '/41.cccccccccc.js']);
    expect(firstPaint(admin.html)).toContain('boot-header');
    const missing = await get('/nowhere');
    expect(missing.status).toBe(404);
    expect(missing.html).toBe(SHELL_INDEX);
  });

  it('puts only plain ids into data URLs', async () => {
    const { html } = await get('/tours/a%22b');
    expect(preloads(html, 'fetch')).toEqual([]);
  });

  it('announces nothing of a remote deployed elsewhere, and picks up a rebuilt first-load.json', async () => {
    await serve('{"public_app":"https://cdn.example/public/remoteEntry.js","admin_app":"/remotes/admin/remoteEntry.js"}');
    const elsewhere = await get('/tours/abc');
    expect(preloads(elsewhere.html, 'script')).toEqual(['/140.aaaaaaaaaa.js', '/469.bbbbbbbbbb.js', '/41.cccccccccc.js']);
    expect(firstPaint(elsewhere.html)).toContain('boot-header');

    await serve();
    const rebuilt = { ...publicLoad, scripts: ['208.9999999999.js'] };
    const file = path.join(root, 'public/dist/first-load.json');
    writeFileSync(file, JSON.stringify(rebuilt));
    utimesSync(file, new Date(), new Date(Date.now() + 5000));
    expect(preloads((await get('/tours/abc')).html, 'script')).toContain('/remotes/public/208.9999999999.js');
  });

  it('serves the page without announcements when first-load.json is broken', async () => {
    const file = path.join(root, 'shell/dist/first-load.json');
    writeFileSync(file, '{broken');
    utimesSync(file, new Date(), new Date(Date.now() + 10000));
    const { status, html } = await get('/admin/login');
    expect(status).toBe(200);
    expect(preloads(html, 'script')).toEqual([]);
  });
});
