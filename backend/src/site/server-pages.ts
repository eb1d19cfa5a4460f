import { promises as fs } from 'node:fs';
import path from 'node:path';
import { pageLanguage, type Route } from '@costiera/contracts';
import type { CacheRegion } from '../kernel/cache/read-cache';
import { buildFileCheck } from '../kernel/http/build-file-check';
import type { FormPost } from '../kernel/http/form-post';

/**
 * Server rendering of a remote's pages (docs/adr/0008-server-rendered-public-remote.md).
 *
 * The remote's build writes `ssr.json` (kit/federation/ssr-manifest-plugin.js): its version,
 * its server entry (a Node build of the same source) and a copy of its remoteEntry.js named by
 * the version. A page is rendered by that server entry and names that versioned entry, so the
 * browser always hydrates with the code the server rendered with; when a new build lands, the
 * request after ssr.json's modification time changes loads the new server entry (checked at most
 * once a second: kernel/http/build-file-check.ts), a file of its own: its name carries its hash.
 *
 * Rendered pages are kept per URL in a read-cache region (dropped by the events that make them
 * stale); the first line of a cached value is the page's status.
 */

/** What the remote's server entry exports (frontends/public/src/server/render-page.tsx). */
export interface ServerEntry {
  configure(transport: (route: Route, input: { params?: Record<string, string>; query?: Record<string, unknown> }) => Promise<{ status: number; text: string }>): void;
  renderPage(request: { url: string; siteUrl: string; formPost?: FormPost | null; formKey?: string | null; languages?: readonly string[] }): Promise<{ status: number; head: string; body: string; state: string; chunks?: string[] }>;
}


interface SsrManifest {
  version: string;
  remoteEntry: string;
  server: string;
  styles: string[];
  scripts: string[];
  /** The files of the remote's lazily loaded pages, by chunk name (renderPage says which a page shows). */
  pages?: Record<string, { styles: string[]; scripts: string[] }>;
}

interface LoadedBuild {
  manifest: SsrManifest;
  entry: ServerEntry;
  mtimeMs: number;
}

export interface ServerPagesOptions {
  /** The remote's build folder (holds ssr.json) and the URL prefix it is served under. */
  readonly remoteDir: string;
  readonly remotePrefix: string;
  /** The remote's name in the shell's `#costiera-remotes` manifest. */
  readonly remoteName: string;
  /** PUBLIC_BASE_URL. */
  readonly siteUrl: string;
  /** The site's languages, English first: a page's address names its language (`/it/...`). */
  readonly languages: readonly string[];
  /** How the pages' API reads are answered in-process (in-process-read.ts). */
  readonly read: (route: Route, params: Record<string, string>, query: Record<string, string>) => Promise<{ status: number; text: string }>;
  readonly cache: CacheRegion;
  /** What else a page shows that changes with time rather than events: part of its cache key. */
  readonly variesWith?: () => string;
  /** A last word on a page's status (a 404 for a tour that was deleted becomes 410). */
  readonly statusOf?: (pathname: string, status: number) => Promise<number>;
}

export interface ServedPage {
  readonly status: number;
  /** A cached page is its stored bytes, sent as they are (no decoding and encoding again per request). */
  readonly html: string | Buffer;
}

export class ServerPages {
  private build: LoadedBuild | null = null;
  private readonly manifestFile: string;
  private readonly manifestMtime: () => Promise<number | null>;

  constructor(private readonly options: ServerPagesOptions) {
    this.manifestFile = path.join(options.remoteDir, 'ssr.json');
    this.manifestMtime = buildFileCheck(this.manifestFile);
  }

  /**
   * The page at `url` in the shell's `template` (index.html), or null when there is no server
   * build of the remote to render with. A page answering `formPost`, or whose forms carry
   * `formKey` (an idempotency key made for this response), is never cached.
   */
  async page(template: string, url: string, formPost: FormPost | null = null, formKey: string | null = null): Promise<ServedPage | null> {
    const build = await this.current();
    if (!build) return null;
    if (formPost || formKey) return this.render(build, template, url, formPost, formKey);
    const key = `${build.manifest.version} ${this.options.variesWith?.() ?? ''} ${url}`;
    try {
      const stored = await this.options.cache.get(key, async () => {
        const page = await this.render(build, template, url, null, null);
        if (page.status >= 500) throw new UncachedPage(page);
        return Buffer.from(`${page.status}\n${page.html}`);
      });
      const nl = stored.indexOf(0x0a);
      return { status: Number(stored.toString('latin1', 0, nl)), html: stored.subarray(nl + 1) };
    } catch (err) {
      if (err instanceof UncachedPage) return err.page;
      throw err;
    }
  }

  private async render(build: LoadedBuild, template: string, url: string, formPost: FormPost | null, formKey: string | null): Promise<{ status: number; html: string }> {
    const { languages } = this.options;
    const page = await build.entry.renderPage({ url, siteUrl: this.options.siteUrl, formPost, formKey, languages });
    const pathname = url.split('?')[0]!;
    const status = this.options.statusOf ? await this.options.statusOf(pathname, page.status) : page.status;
    const { remotePrefix } = this.options;
    const { manifest } = build;
    const pageFiles = (page.chunks ?? []).map((name) => manifest.pages?.[name]).filter((files) => files !== undefined);
    const head = [
      page.head,
      ...[...manifest.styles, ...pageFiles.flatMap((f) => f.styles)].map((f) => `<link rel="stylesheet" href="${remotePrefix}${f}">`),
      // The remote's entry, first chunks and the page's own: the shell's boot.js downloads them beside the shell once the page has painted.
      `<script id="costiera-preload" type="application/json">${JSON.stringify([manifest.remoteEntry, ...manifest.scripts, ...pageFiles.flatMap((f) => f.scripts)].map((f) => remotePrefix + f)).replace(/</g, '\\u003c')}</script>`,
    ].join('');
    const html = withRemoteEntry(template, this.options.remoteName, remotePrefix + build.manifest.remoteEntry)
      .replace(/<html lang="[^"]*"/, `<html lang="${pageLanguage(pathname, languages).language}"`)
      // The page's own title and description replace the shell's.
      .replace(/<title>[^<]*<\/title>\s*/, '')
      .replace(/<meta name="description"[^>]*>\s*/, '')
      .replace('</head>', () => `${head}</head>`)
      .replace('<div id="root"></div>', () => `<div id="root">${page.body}</div><script id="costiera-state" type="application/json">${page.state}</script>`);
    return { status, html };
  }

  /** The build on disk now: loaded again whenever its ssr.json changes. */
  private async current(): Promise<LoadedBuild | null> {
    const mtimeMs = await this.manifestMtime();
    if (mtimeMs === null) return (this.build = null);
    if (this.build?.mtimeMs === mtimeMs) return this.build;
    const manifest = JSON.parse(await fs.readFile(this.manifestFile, 'utf8')) as SsrManifest;
    const entryFile = path.resolve(this.options.remoteDir, manifest.server);
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- a build chosen at run time
    const entry = require(entryFile) as ServerEntry;
    entry.configure((route, input) => this.options.read(route, input.params ?? {}, queryStrings(input.query ?? {})));
    this.build = { manifest, entry, mtimeMs };
    return this.build;
  }
}

/** A page that failed to read its data (5xx): answered, never kept. */
class UncachedPage extends Error {
  constructor(readonly page: { status: number; html: string }) {
    super(`page not cached: ${page.status}`);
  }
}

/** The shell's remote manifest with `name` pointing at `url`. */
export function withRemoteEntry(html: string, name: string, url: string): string {
  return html.replace(/(<script id="costiera-remotes" type="application\/json">)([^<]*)(<\/script>)/, (_m, open: string, json: string, close: string) => {
    let manifest: Record<string, unknown> = {};
    try {
      manifest = JSON.parse(json) as Record<string, unknown>;
    } catch {
      /* the shell falls back to its defaults for the others */
    }
    return `${open}${JSON.stringify({ ...manifest, [name]: url }).replace(/</g, '\\u003c')}${close}`;
  });
}

/** The query values kit's API client would put into the URL (empty ones left out). */
function queryStrings(query: Record<string, unknown>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== null && v !== '') out[k] = String(v);
  return out;
}
