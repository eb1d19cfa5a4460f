import { promises as fs } from 'node:fs';
import path from 'node:path';
import type { Context, Middleware } from 'koa';
import send from 'koa-send';
import { matchesAppPath } from '@costiera/contracts';
import { buildFileCheck } from '../kernel/http/build-file-check';

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
  /** Files under the mount that are never served (a build's server-side files), matched on the decoded, resolved path. */
  readonly hidden?: RegExp;
}

/**
 * Serves the builds and the shipped images from one origin: hashed files cached for a
 * year, entries (`remoteEntry.js`, `index.html`) revalidated every time, precompressed
 * `.br` / `.gz` siblings used when the browser accepts them. An app path gets its page from
 * `page` (the server-rendered public pages) when it answers one, else the shell's index.html:
 * 200 for the routes the app knows, 404 for the rest (the app then shows 'Page Not Found').
 */
export function staticFiles(opts: {
  mounts: StaticMount[];
  shellDir: string;
  remotesManifest?: string;
  page?: (ctx: Context, shellHtml: string) => Promise<boolean>;
}): Middleware {
  const readIndex = shellIndex(opts.shellDir, opts.remotesManifest);

  return async (ctx, next) => {
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return next();
    if (ctx.path.startsWith('/api/') || ctx.path === '/healthz' || ctx.path === '/readyz') return next();
    const ext = path.extname(ctx.path);
    // Every file of the builds and images has an extension: a path without one is an app path, never looked up on disk.
    for (const mount of ext ? opts.mounts : []) {
      if (!ctx.path.startsWith(mount.prefix)) continue;
      const sent = await sendFile(ctx, mount, ctx.path.slice(mount.prefix.length));
      if (sent === 'hidden') return next();
      if (sent) return;
    }
    if (ext && ext !== '.html') return next(); // a missing asset is a plain 404, not the app
    const html = await readIndex();
    if (html === null) return next();
    if (opts.page && (await opts.page(ctx, html))) return;
    ctx.status = matchesAppPath(ctx.path) ? 200 : 404;
    ctx.type = 'text/html; charset=utf-8';
    ctx.set('Cache-Control', 'no-cache');
    ctx.body = html;
  };
}

/** The shell's index.html as served (its remotes manifest set from COSTIERA_REMOTES); null while it is missing. */
export function shellIndex(shellDir: string, remotesManifest?: string): () => Promise<string | null> {
  return cachedFile(path.join(shellDir, 'index.html'), (html) =>
    remotesManifest ? html.replace(/(<script id="costiera-remotes" type="application\/json">)[^<]*(<\/script>)/, (_m, open: string, close: string) => `${open}${remotesManifest}${close}`) : html,
  );
}

/** A file read once and again whenever its modification time changes (kernel/http/build-file-check.ts); null while it is missing or unreadable. */
function cachedFile<T>(file: string, parse: (text: string) => T): () => Promise<T | null> {
  const modified = buildFileCheck(file);
  let cached: { mtimeMs: number; value: T | null } | null = null;
  return async () => {
    const mtimeMs = await modified();
    if (mtimeMs === null) return (cached = null);
    if (cached?.mtimeMs !== mtimeMs) {
      const text = await fs.readFile(file, 'utf8').catch(() => null);
      let value: T | null = null;
      try {
        value = text === null ? null : parse(text);
      } catch {
        value = null;
      }
      cached = { mtimeMs, value };
    }
    return cached.value;
  };
}

/**
 * Serves the file `relative` (still percent-encoded) names under the mount through koa-send;
 * 'hidden' for a file the mount keeps back, false for none to serve.
 */
async function sendFile(ctx: Context, mount: StaticMount, relative: string): Promise<boolean | 'hidden'> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(relative);
  } catch {
    return false;
  }
  if (decoded === '' || decoded.endsWith('/') || decoded.includes('\0')) return false;
  const root = path.resolve(mount.dir);
  const file = path.resolve(root, decoded);
  if (!file.startsWith(root + path.sep)) return false;
  // Decided on the file the path resolves to: `%73sr.json`, `server%2f...` and `a/../ssr.json` all name a hidden file.
  if (mount.hidden?.test(path.relative(root, file).split(path.sep).join('/'))) return 'hidden';
  // The shell's index.html is served as an app path's answer (with its remotes manifest), never as a file.
  if (path.basename(file) === 'index.html') return false;
  try {
    // koa-send serves a precompressed `.br` / `.gz` sibling when the browser accepts it.
    const sent = await send(ctx, relative, {
      root,
      setHeaders(res) {
        res.setHeader('Content-Type', TYPES[path.extname(file)] ?? 'application/octet-stream');
        res.setHeader('Cache-Control', HASHED.test(file) ? 'public, max-age=31536000, immutable' : mount.cache);
        res.setHeader('Vary', 'Accept-Encoding');
      },
    });
    if (!sent) return false;
  } catch (err) {
    // A path koa-send refuses (it reads a backslash as a separator too) or finds nothing at is no file to serve.
    const status = (err as { status?: number }).status ?? 500;
    if (status >= 400 && status < 500) return false;
    throw err;
  }
  if (ctx.fresh) ctx.status = 304;
  return true;
}
