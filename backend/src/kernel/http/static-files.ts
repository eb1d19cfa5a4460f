import { createReadStream, promises as fs } from 'node:fs';
import path from 'node:path';
import type { Context, Middleware } from 'koa';
import { matchesAppPath } from '@costiera/contracts';

/** A content hash in a file name (`123.4f9c2a1b.js`): such files never change, so cache them for a year. */
const HASHED = /[.-][0-9a-f]{8,}\.(js|css|woff2?|png|jpe?g|svg|webp)$/;
const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
};

export interface StaticMount {
  /** URL prefix, e.g. `/remotes/public/`. */
  readonly prefix: string;
  readonly dir: string;
  /** Cache-Control for files without a content hash. */
  readonly cache: string;
}

/**
 * Serves the builds and the shipped images from one origin: hashed files cached for a
 * year, entries (`remoteEntry.js`, `index.html`) revalidated every time, precompressed
 * `.br` / `.gz` siblings used when the browser accepts them. Every app path gets the
 * shell's index.html: 200 for the routes the app knows, 404 for the rest (the app then
 * shows its 'Page Not Found' page).
 *
 * index.html also announces what the page's first render needs (see `firstLoadTags`), so the
 * browser fetches it all in parallel from the first response instead of one hop at a time.
 */
export function staticFiles(opts: { mounts: StaticMount[]; shellDir: string; remotesManifest?: string }): Middleware {
  const readIndex = cachedFile(path.join(opts.shellDir, 'index.html'), (html) =>
    opts.remotesManifest ? html.replace(/(<script id="costiera-remotes" type="application\/json">)[^<]*(<\/script>)/, (_m, open: string, close: string) => `${open}${opts.remotesManifest}${close}`) : html,
  );
  const firstLoad = firstLoadTags(opts);

  return async (ctx, next) => {
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return next();
    if (ctx.path.startsWith('/api/') || ctx.path === '/healthz' || ctx.path === '/readyz') return next();
    for (const mount of opts.mounts) {
      if (!ctx.path.startsWith(mount.prefix)) continue;
      if (await sendFile(ctx, mount.dir, ctx.path.slice(mount.prefix.length), mount.cache)) return;
    }
    const ext = path.extname(ctx.path);
    if (ext && ext !== '.html') return next(); // a missing asset is a plain 404, not the app
    const html = await readIndex();
    if (html === null) return next();
    const known = matchesAppPath(ctx.path);
    ctx.status = known ? 200 : 404;
    ctx.type = 'text/html; charset=utf-8';
    ctx.set('Cache-Control', 'no-cache');
    ctx.body = known ? await firstLoad(html, ctx.path, ctx.querystring) : html;
  };
}

/** A file read once and again whenever its modification time changes; null while it is missing or unreadable. */
function cachedFile<T>(file: string, parse: (text: string) => T): () => Promise<T | null> {
  let cached: { mtimeMs: number; value: T | null } | null = null;
  return async () => {
    const stat = await fs.stat(file).catch(() => null);
    if (!stat) return (cached = null);
    if (cached?.mtimeMs !== stat.mtimeMs) {
      const text = await fs.readFile(file, 'utf8').catch(() => null);
      let value: T | null = null;
      try {
        value = text === null ? null : parse(text);
      } catch {
        value = null; // a broken file only costs the preloads, never the page
      }
      cached = { mtimeMs: stat.mtimeMs, value };
    }
    return cached.value;
  };
}

/**
 * What a build writes to `first-load.json` (frontends/kit/federation/first-load-plugin.js):
 * file names relative to the build's folder. A remote may add the URL patterns it answers and
 * prerendered first paints for some of them.
 */
interface FirstLoad {
  scripts: string[];
  styles: string[];
  /** Per shared module (react, zustand...), the files of this build's own copy. */
  shared: Record<string, string[]>;
  paths: string[];
  /**
   * Prerendered first paints: `query` 'none' fits only URLs without a query string; `scripts`
   * 'after-paint' when the first paint is the page's main content (the scripts then wait for
   * it, listed for the shell), 'at-once' when the main content needs them (preloaded from the HTML).
   * `data`: the API URLs the page fetches first (`:name` taken from the page's path), preloaded
   * with the scripts.
   */
  pages: Array<{ path: string; query: 'any' | 'none'; scripts: 'after-paint' | 'at-once'; html: string; data: string[] }>;
}

const isStrings = (v: unknown): v is string[] => Array.isArray(v) && v.every((x) => typeof x === 'string');

function parseFirstLoad(text: string): FirstLoad {
  const raw = JSON.parse(text) as Record<string, unknown>;
  const shared: Record<string, string[]> = {};
  if (raw.shared && typeof raw.shared === 'object') {
    for (const [name, files] of Object.entries(raw.shared)) if (isStrings(files)) shared[name] = files;
  }
  const pages: FirstLoad['pages'] = [];
  for (const p of Array.isArray(raw.pages) ? (raw.pages as Array<Record<string, unknown>>) : []) {
    if (!p || typeof p.path !== 'string' || typeof p.html !== 'string' || (p.query !== 'any' && p.query !== 'none')) continue;
    pages.push({ path: p.path, html: p.html, query: p.query, scripts: p.scripts === 'after-paint' ? 'after-paint' : 'at-once', data: isStrings(p.data) ? p.data : [] });
  }
  return { scripts: isStrings(raw.scripts) ? raw.scripts : [], styles: isStrings(raw.styles) ? raw.styles : [], shared, paths: isStrings(raw.paths) ? raw.paths : [], pages };
}

const escapeAttr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
/** Build file names are plain (`208.03c6ff40d9.js`); anything else is not put into a URL. */
const SAFE_FILE = /^[\w.-]+(\/[\w.-]+)*$/;

/**
 * Adds to index.html, for an app path, what its first render needs: the shell's first chunks
 * and shared modules and, when a remote served from one of the mounts answers the path, its
 * remoteEntry.js, its `./App` chunks and the shared modules the shell does not load itself,
 * so the browser fetches them in parallel instead of one hop at a time (main.js -> bootstrap
 * -> remoteEntry -> ./App). With the remote's prerendered first paint for the path, the page
 * also shows its header and content frame before any script has run; see `FirstLoad.pages`
 * for when the scripts are preloaded from the HTML and when the shell preloads them later.
 * A remote deployed elsewhere (the manifest points at another host) gets none of this: the
 * page still works, one hop at a time.
 */
function firstLoadTags(opts: { mounts: StaticMount[]; shellDir: string }) {
  const readers = new Map<string, () => Promise<FirstLoad | null>>();
  const read = (file: string) => {
    let reader = readers.get(file);
    if (!reader) readers.set(file, (reader = cachedFile(file, parseFirstLoad)));
    return reader();
  };
  const shellPrefix = opts.mounts.find((m) => path.resolve(m.dir) === path.resolve(opts.shellDir))?.prefix ?? '/';

  /** The build folder and URL base of a same-origin remote entry served from a mount. */
  const locate = (entryUrl: string): { file: string; base: string } | null => {
    if (!entryUrl.startsWith('/') || entryUrl.startsWith('//')) return null;
    const base = entryUrl.slice(0, entryUrl.lastIndexOf('/') + 1);
    const mount = opts.mounts.find((m) => m.prefix !== shellPrefix && base.startsWith(m.prefix));
    if (!mount) return null;
    let relative: string;
    try {
      relative = decodeURIComponent(base.slice(mount.prefix.length));
    } catch {
      return null;
    }
    const dir = path.resolve(mount.dir, relative || '.');
    if (dir !== path.resolve(mount.dir) && !dir.startsWith(path.resolve(mount.dir) + path.sep)) return null;
    return { file: path.join(dir, 'first-load.json'), base };
  };

  return async (html: string, pathname: string, querystring: string): Promise<string> => {
    const shell = await read(path.join(opts.shellDir, 'first-load.json'));
    const scripts: string[] = [];
    const styles: string[] = [];
    let page: FirstLoad['pages'][number] | undefined;
    const add = (into: string[], base: string, file: string) => {
      if (SAFE_FILE.test(file) && !into.includes(base + file)) into.push(base + file);
    };
    if (shell) {
      for (const file of [...shell.scripts, ...Object.values(shell.shared).flat()]) add(scripts, shellPrefix, file);
    }

    for (const entryUrl of remoteEntries(html)) {
      const where = locate(entryUrl);
      const remote = where && (await read(where.file));
      if (!where || !remote || !matchesAppPath(pathname, remote.paths)) continue;
      page = remote.pages.find((p) => matchesAppPath(pathname, [p.path]) && (p.query === 'any' || querystring === ''));
      for (const file of remote.styles) add(styles, where.base, file);
      if (!scripts.includes(entryUrl)) scripts.push(entryUrl);
      for (const file of remote.scripts) add(scripts, where.base, file);
      for (const [name, files] of Object.entries(remote.shared)) {
        if (!shell?.shared[name]) for (const file of files) add(scripts, where.base, file);
      }
      break;
    }

    const pattern = page?.path ?? '';
    const data = (page?.data ?? []).map((template) => dataUrl(template, pattern, pathname)).filter((u): u is string => u !== null);
    const tags: string[] = [];
    const link = (attrs: string, href: string) => tags.push(`<link ${attrs} href="${escapeAttr(href)}">`);
    // The CSS is render-blocking only together with a first paint that needs it.
    for (const href of styles) link(page ? 'rel="stylesheet"' : 'rel="preload" as="style"', href);
    if (page?.scripts === 'after-paint') {
      // The first paint is the main content: the scripts would only compete with it. The shell
      // preloads them all at once as soon as it is on screen (shell/src/preload-remote.ts).
      tags.push(`<script id="costiera-first-load" type="application/json">${JSON.stringify({ scripts, styles: [], data }).replace(/</g, '\\u003c')}</script>`);
    } else {
      // The main content needs the app: everything downloads from the first response, in
      // parallel, after the CSS (low priority: none of it is needed for the first paint).
      for (const href of scripts) link('rel="preload" as="script" fetchpriority="low"', href);
      // The page's data, in parallel with its scripts; the app's fetch (credentials included,
      // no headers of its own) is answered from this preload.
      for (const href of data) link('rel="preload" as="fetch" crossorigin="use-credentials"', href);
    }
    let out = tags.length ? html.replace('</head>', () => `${tags.join('')}</head>`) : html;
    if (page) {
      // inert: the static copy looks like the page but does not take clicks, focus or typing
      // (they would be lost when the app replaces it) and stays out of the accessibility tree.
      const paint = page.html;
      out = out.replace(/<div id="first-paint">[\s\S]*?<\/div>/, () => `<div id="first-paint" inert>${paint}</div>`);
    }
    return out;
  };
}

/**
 * An API URL template of a page (`/api/tours/:id`) with the values of the page's path
 * (`/tours/:id` for `/tours/abc`); null when it is not a same-origin API path or a value is
 * anything but a plain id or slug.
 */
function dataUrl(template: string, pattern: string, pathname: string): string | null {
  if (!template.startsWith('/api/')) return null;
  const names = pattern.split('/');
  const values = pathname.replace(/\/+$/, '').split('/');
  const params = new Map<string, string>();
  names.forEach((n, i) => n.startsWith(':') && params.set(n.slice(1), values[i] ?? ''));
  let ok = true;
  const url = template.replace(/:([A-Za-z_]+)/g, (_m, name: string) => {
    const value = params.get(name) ?? '';
    if (!/^[\w-]+$/.test(value)) ok = false;
    return value;
  });
  return ok ? url : null;
}

/** The remote entry URLs of the `#costiera-remotes` manifest in index.html. */
function remoteEntries(html: string): string[] {
  const json = /<script id="costiera-remotes" type="application\/json">([^<]*)<\/script>/.exec(html)?.[1];
  if (!json) return [];
  try {
    const manifest = JSON.parse(json) as unknown;
    return manifest && typeof manifest === 'object' ? Object.values(manifest).filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}

async function sendFile(ctx: Context, dir: string, relative: string, cache: string): Promise<boolean> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(relative);
  } catch {
    return false;
  }
  if (decoded === '' || decoded.endsWith('/') || decoded.includes('\0')) return false;
  const root = path.resolve(dir);
  const file = path.resolve(root, decoded);
  if (!file.startsWith(root + path.sep)) return false;
  const stat = await fs.stat(file).catch(() => null);
  if (!stat?.isFile() || path.basename(file) === 'index.html') return false;

  const ext = path.extname(file);
  ctx.type = TYPES[ext] ?? 'application/octet-stream';
  ctx.set('Cache-Control', HASHED.test(file) ? 'public, max-age=31536000, immutable' : cache);
  ctx.set('Vary', 'Accept-Encoding');
  ctx.lastModified = stat.mtime;
  let served = file;
  let size = stat.size;
  for (const [encoding, suffix] of [
    ['br', '.br'],
    ['gzip', '.gz'],
  ] as const) {
    if (!ctx.acceptsEncodings(encoding, 'identity') || ctx.acceptsEncodings(encoding, 'identity') !== encoding) continue;
    const pre = await fs.stat(file + suffix).catch(() => null);
    if (pre?.isFile()) {
      served = file + suffix;
      size = pre.size;
      ctx.set('Content-Encoding', encoding);
      (ctx as Context & { compress?: boolean }).compress = false;
      break;
    }
  }
  ctx.status = 200;
  if (ctx.fresh) {
    ctx.status = 304;
    return true;
  }
  ctx.length = size;
  ctx.body = ctx.method === 'HEAD' ? null : createReadStream(served);
  return true;
}
