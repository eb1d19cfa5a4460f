// Writes `first-load.json` into an app's dist: the files its first render needs, so the backend
// can announce them all in the first HTML (<link rel="preload">) instead of the browser finding
// them one hop at a time (HTML -> main.js -> bootstrap + shared -> remoteEntry.js -> ./App chunks).
//
//   { "scripts": [...], "styles": [...], "shared": { "<share>": [...files] }, "pages": [...] }
//
// - Host (`start: 'entry'`): the chunks of the entry's dynamic imports (`import('./bootstrap')`),
//   and for every shared module they consume, the chunks of this app's own provider of it (the
//   host registers its shared modules first, so its providers are the ones loaded).
// - Remote (`start: { expose: './App' }`): `scripts` and `styles` are the exposed module's own
//   chunks; `shared` lists, per shared module it consumes, this remote's provider chunks. Which
//   provider the federation runtime picks is decided in the browser: the backend preloads a
//   remote's provider only for shares the host's first-load.json does not load itself.
// - `extra()`: more fields (the public remote adds `paths`, the URL patterns it answers, and
//   `pages`, its prerendered first paints: see public/src/first-paint).
//
// Paths are relative to the app's output folder. Chunks that only lazy routes need are not listed.
const { Compilation, sources } = require('webpack');

const PLUGIN = 'CostieraFirstLoadPlugin';

class FirstLoadPlugin {
  /**
   * @param {{ start: 'entry' | { expose: string }, filename?: string, extra?: () => object }} options
   */
  constructor(options) {
    this.options = { filename: 'first-load.json', ...options };
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
      // After the stages that rename assets (real content hashes): chunk.files are final here.
      compilation.hooks.processAssets.tap({ name: PLUGIN, stage: Compilation.PROCESS_ASSETS_STAGE_SUMMARIZE }, () => {
        const result = collect(compilation, this.options.start);
        if (this.options.extra) Object.assign(result, this.options.extra());
        compilation.emitAsset(this.options.filename, new sources.RawSource(JSON.stringify(result, null, 2) + '\n'));
      });
    });
  }
}

function collect(compilation, start) {
  const { chunkGraph } = compilation;
  const providers = new Map();
  for (const m of compilation.modules) {
    if (m.type === 'provide-module' && typeof m._name === 'string') providers.set(m._name, m);
  }

  const own = { scripts: new Set(), styles: new Set() };
  const shared = new Map();
  const seen = new Set();

  const visitGroup = (group, into) => {
    for (const chunk of group.chunks) visitChunk(chunk, into);
  };
  const visitChunk = (chunk, into) => {
    if (seen.has(chunk)) return;
    seen.add(chunk);
    for (const file of chunk.files) {
      if (file.endsWith('.js')) into.scripts.add(file);
      else if (file.endsWith('.css')) into.styles.add(file);
    }
    for (const m of chunkGraph.getChunkModulesIterable(chunk)) {
      if (m.type !== 'consume-shared-module') continue;
      const key = m.options.shareKey;
      const provider = providers.get(key);
      if (!provider || shared.has(key)) continue;
      const files = { scripts: new Set(), styles: new Set() };
      shared.set(key, files);
      for (const block of provider.blocks) {
        const group = chunkGraph.getBlockChunkGroup(block);
        if (group) visitGroup(group, files);
      }
    }
  };

  if (start === 'entry') {
    for (const [, entrypoint] of compilation.entrypoints) {
      const entryChunk = entrypoint.getEntrypointChunk();
      seen.add(entryChunk); // already a <script> in index.html
      for (const m of chunkGraph.getChunkModulesIterable(entryChunk)) {
        for (const block of m.blocks) {
          const group = chunkGraph.getBlockChunkGroup(block);
          if (group) visitGroup(group, own);
        }
      }
    }
  } else {
    const name = `__federation_expose_${start.expose.replace(/^\.\//, '').replace(/\//g, '_')}`;
    const group = compilation.namedChunkGroups.get(name);
    if (!group) throw new Error(`${PLUGIN}: no chunk group ${name} for the exposed module ${start.expose}`);
    visitGroup(group, own);
  }

  const sorted = (set) => [...set].sort();
  return {
    scripts: sorted(own.scripts),
    styles: sorted(own.styles),
    shared: Object.fromEntries([...shared].sort(([a], [b]) => a.localeCompare(b)).map(([k, f]) => [k, sorted(f.scripts)])),
  };
}

module.exports = { FirstLoadPlugin };
