// Writes `ssr.json` into a remote's dist for the backend that renders it on the server:
//
//   { "version": "<hash>", "remoteEntry": "remoteEntry.<hash>.js", "server": "server/render-page.<hash>.js",
//     "styles": [...], "scripts": [...], "pages": { "<chunk name>": { "styles": [...], "scripts": [...] } } }
//
// - `remoteEntry`: a copy of remoteEntry.js named by this build's hash. The backend puts that URL
//   into the pages it renders, so a browser always hydrates with the build the server rendered
//   with, even while another deployment replaces the files (no stale remote after a deploy).
// - `styles` / `scripts`: the exposed module's own files (render-blocking CSS, early script
//   downloads), relative to the dist folder, as the federation plugin's manifest lists them.
// - `pages`: the same for each lazily loaded page's chunk (named chunks matching `pages`), which
//   the backend links in a page that shows it.
const { Compilation, sources } = require('webpack');

const PLUGIN = 'CostieraSsrManifestPlugin';

class SsrManifestPlugin {
  /** @param {{ expose: string, server: () => string | null, entry?: string, federationManifest?: string, pages?: RegExp }} options `server`: the server build's entry file, once it is written */
  constructor(options) {
    this.options = { entry: 'remoteEntry.js', federationManifest: 'mf-manifest.json', ...options };
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
      const version = () => compilation.fullHash.slice(0, 12);
      const remoteEntry = () => this.options.entry.replace(/\.js$/, `.${version()}.js`);

      // After the stages that rename assets (real content hashes) and before compression, so the copy is compressed too.
      compilation.hooks.processAssets.tap({ name: PLUGIN, stage: Compilation.PROCESS_ASSETS_STAGE_SUMMARIZE }, () => {
        const entry = compilation.getAsset(this.options.entry);
        if (!entry) throw new Error(`${PLUGIN}: no ${this.options.entry} in this build`);
        // With the original's info (minimized: true): the minifier, which also takes assets added
        // after its stage, must not minify the copy a second time (that dropped its compile hint).
        compilation.emitAsset(remoteEntry(), entry.source, { ...entry.info });
      });

      // The federation plugin writes its manifest (the exposed modules' files) while assets are optimized for transfer.
      compilation.hooks.processAssets.tap({ name: PLUGIN, stage: Compilation.PROCESS_ASSETS_STAGE_ANALYSE }, () => {
        const federation = compilation.getAsset(this.options.federationManifest);
        if (!federation) throw new Error(`${PLUGIN}: no ${this.options.federationManifest} in this build (the federation plugin's manifest option)`);
        const exposed = JSON.parse(federation.source.source().toString()).exposes.find((e) => e.path === this.options.expose);
        if (!exposed) throw new Error(`${PLUGIN}: ${this.options.federationManifest} lists no exposed module ${this.options.expose}`);
        const styles = [...exposed.assets.css.sync].sort();
        const scripts = [...exposed.assets.js.sync].sort();
        const first = new Set([...styles, ...scripts]);
        // A page's files beyond what the exposed module loads already.
        const filesOf = (group) => {
          const files = group.chunks.flatMap((chunk) => [...chunk.files]).filter((f) => !first.has(f));
          return { styles: files.filter((f) => f.endsWith('.css')).sort(), scripts: files.filter((f) => f.endsWith('.js')).sort() };
        };
        const pages = {};
        for (const [pageName, pageGroup] of compilation.namedChunkGroups) if (this.options.pages?.test(pageName)) pages[pageName] = filesOf(pageGroup);
        const server = this.options.server();
        if (!server) throw new Error(`${PLUGIN}: the server build has not written its entry (build it first)`);
        const manifest = { version: version(), remoteEntry: remoteEntry(), server, styles, scripts, pages };
        compilation.emitAsset('ssr.json', new sources.RawSource(JSON.stringify(manifest, null, 2) + '\n'));
      });
    });
  }
}

module.exports = { SsrManifestPlugin };
