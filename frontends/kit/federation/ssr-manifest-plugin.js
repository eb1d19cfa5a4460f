// Writes `ssr.json` into a remote's dist for the backend that renders it on the server:
//
//   { "version": "<hash>", "remoteEntry": "remoteEntry.<hash>.js", "server": "server/render-page.js",
//     "styles": [...], "scripts": [...], "pages": { "<chunk name>": { "styles": [...], "scripts": [...] } } }
//
// - `remoteEntry`: a copy of remoteEntry.js named by this build's hash. The backend puts that URL
//   into the pages it renders, so a browser always hydrates with the build the server rendered
//   with, even while another deployment replaces the files (no stale remote after a deploy).
// - `styles` / `scripts`: the exposed module's own chunks (render-blocking CSS, early script
//   downloads), relative to the dist folder.
// - `pages`: the same for each lazily loaded page's chunk (named chunks matching `pages`), which
//   the backend links in a page that shows it.
const { Compilation, sources } = require('webpack');

const PLUGIN = 'CostieraSsrManifestPlugin';

class SsrManifestPlugin {
  /** @param {{ expose: string, server: string, entry?: string, pages?: RegExp }} options */
  constructor(options) {
    this.options = { entry: 'remoteEntry.js', ...options };
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
      // After the stages that rename assets (real content hashes): chunk.files are final here.
      compilation.hooks.processAssets.tap({ name: PLUGIN, stage: Compilation.PROCESS_ASSETS_STAGE_SUMMARIZE }, () => {
        const version = compilation.fullHash.slice(0, 12);
        const entry = compilation.getAsset(this.options.entry);
        if (!entry) throw new Error(`${PLUGIN}: no ${this.options.entry} in this build`);
        const remoteEntry = this.options.entry.replace(/\.js$/, `.${version}.js`);
        // With the original's info (minimized: true): the minifier, which also takes assets added
        // after its stage, must not minify the copy a second time (that dropped its compile hint).
        compilation.emitAsset(remoteEntry, entry.source, { ...entry.info });

        const name = `__federation_expose_${this.options.expose.replace(/^\.\//, '').replace(/\//g, '_')}`;
        const group = compilation.namedChunkGroups.get(name);
        if (!group) throw new Error(`${PLUGIN}: no chunk group ${name} for the exposed module ${this.options.expose}`);
        const first = new Set(group.chunks.flatMap((chunk) => [...chunk.files]));
        // A page's files beyond what ./App loads already.
        const filesOf = (g) => ({
          styles: g.chunks.flatMap((chunk) => [...chunk.files]).filter((f) => f.endsWith('.css') && !first.has(f)).sort(),
          scripts: g.chunks.flatMap((chunk) => [...chunk.files]).filter((f) => f.endsWith('.js') && !first.has(f)).sort(),
        });
        const pages = {};
        for (const [pageName, pageGroup] of compilation.namedChunkGroups) if (this.options.pages?.test(pageName)) pages[pageName] = filesOf(pageGroup);
        const manifest = {
          version,
          remoteEntry,
          server: this.options.server,
          styles: [...first].filter((f) => f.endsWith('.css')).sort(),
          scripts: [...first].filter((f) => f.endsWith('.js')).sort(),
          pages,
        };
        compilation.emitAsset('ssr.json', new sources.RawSource(JSON.stringify(manifest, null, 2) + '\n'));
      });
    });
  }
}

module.exports = { SsrManifestPlugin };
