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
 */
export function staticFiles(opts: { mounts: StaticMount[]; shellDir: string; remotesManifest?: string }): Middleware {
  let indexHtml: Promise<string | null> | null = null;
  const loadIndex = () =>
    (indexHtml ??= fs
      .readFile(path.join(opts.shellDir, 'index.html'), 'utf8')
      .then((html) => (opts.remotesManifest ? html.replace(/(<script id="costiera-remotes" type="application\/json">)[^<]*(<\/script>)/, `$1${opts.remotesManifest}$2`) : html))
      .catch(() => {
        indexHtml = null;
        return null;
      }));

  return async (ctx, next) => {
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return next();
    if (ctx.path.startsWith('/api/') || ctx.path === '/healthz' || ctx.path === '/readyz') return next();
    for (const mount of opts.mounts) {
      if (!ctx.path.startsWith(mount.prefix)) continue;
      if (await sendFile(ctx, mount.dir, ctx.path.slice(mount.prefix.length), mount.cache)) return;
    }
    const ext = path.extname(ctx.path);
    if (ext && ext !== '.html') return next(); // a missing asset is a plain 404, not the app
    const html = await loadIndex();
    if (html === null) return next();
    ctx.status = matchesAppPath(ctx.path) ? 200 : 404;
    ctx.type = 'text/html; charset=utf-8';
    ctx.set('Cache-Control', 'no-cache');
    ctx.body = html;
  };
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
