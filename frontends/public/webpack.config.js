const path = require('path');
const webpack = require('webpack');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { shared } = require('../kit/federation/shared');
const parts = require('../kit/federation/webpack-parts');
const { SsrManifestPlugin } = require('../kit/federation/ssr-manifest-plugin');
const { catalogueFiles, catalogueOf, catalogueRoots, ROOT } = require('./i18n/compile-catalogue');

/** The build's catalogue directories: the remote's own, and the one PUBLIC_EXTRA_MESSAGES names (i18n/compile-catalogue.js). */
const catalogueDirs = catalogueRoots();
/** The message catalogues, compiled into modules of functions when built (i18n/compile-catalogue.js). */
const catalogueRule = { test: (file) => catalogueOf(file, catalogueDirs) !== null, type: 'javascript/auto', use: require.resolve('./i18n/messages-loader') };
/**
 * The catalogues src/i18n/catalogue.ts may load (`./messages/${language}/${area}.json`): those of
 * every catalogue directory, not only the files under src/i18n/messages.
 */
const catalogueContext = () => new webpack.ContextReplacementPlugin(/[\\/]src[\\/]i18n[\\/]messages$/, ROOT, (_fs, callback) => callback(null, catalogueFiles(catalogueDirs)));

const DIST = path.join(__dirname, 'dist');
/**
 * The server entry's file under dist/, set when the server build has written it. Its name
 * carries its content hash, so a new build is a new module to the backend's require.
 */
let serverEntry = null;

/*
 * Two builds of one source, the first feeding the second:
 * - 'server' compiles src/server/render-page.tsx for Node into dist/server/ (packages stay
 *   external, CSS is ignored): the backend renders the public pages with it,
 * - 'browser' is the remote that hydrates them; its dist/ssr.json names the server entry, the
 *   versioned remoteEntry and the CSS, for the backend (kit/federation/ssr-manifest-plugin.js).
 */
module.exports = (_env, argv) => {
  const production = argv.mode === 'production';
  return [serverBuild(production), browserBuild(production)];
};

function serverBuild(production) {
  return {
    name: 'server',
    mode: production ? 'production' : 'development',
    target: 'node',
    entry: './src/server/render-page.tsx',
    devtool: false,
    output: { path: path.join(DIST, 'server'), filename: 'render-page.[contenthash:12].js', library: { type: 'commonjs2' }, clean: true },
    externalsPresets: { node: true },
    // Bare package names load from node_modules at run time; our own sources (and contracts, kit) are compiled.
    // So is the router: its package exports name only its development build (checks and warnings in
    // every render, a sixth of a render's time), and the alias below picks its production build.
    externals: [
      ({ request }, callback) =>
        /^(@[a-z0-9-]+\/)?[a-z0-9][\w.-]*(\/.*)?$/i.test(request) && !request.startsWith('@costiera/') && !/^react-router(-dom)?$/.test(request)
          ? callback(null, `commonjs ${request}`)
          : callback(),
    ],
    resolve: { extensions: ['.tsx', '.ts', '.js'], alias: parts.resolveFor(production).alias },
    module: { rules: [parts.swcRule, catalogueRule, { test: /\.css$/, loader: require.resolve('../kit/federation/ignore-css-loader') }] },
    optimization: { minimize: false },
    // One file: the lazy pages' chunks are in the entry the backend loads again per build (no stale chunk in require's cache).
    plugins: [
      catalogueContext(),
      new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
      {
        apply: (compiler) =>
          compiler.hooks.afterEmit.tap('ServerEntryFile', (compilation) => {
            serverEntry = `server/${compilation.entrypoints.get('main').getFiles().find((f) => f.endsWith('.js'))}`;
          }),
      },
    ],
    performance: { hints: false },
  };
}

/*
 * The traveller remote, served from /remotes/public/. No antd here: the public path has a
 * tight budget for all its JavaScript (docs/adr/0013), so it uses its own light components and CSS.
 */
function browserBuild(production) {
  return {
    name: 'browser',
    dependencies: ['server'],
    entry: './src/index.ts',
    devtool: production ? false : 'eval-cheap-module-source-map',
    output: {
      path: DIST,
      // 'auto': chunks load from wherever remoteEntry.js was loaded, so the manifest may
      // point this remote at another host without a rebuild (by default /remotes/public/).
      publicPath: 'auto',
      uniqueName: 'public_app',
      filename: '[name].js',
      chunkFilename: production ? '[name].[contenthash:10].js' : '[name].js',
      // The server build of the same run lives in dist/server/.
      clean: { keep: /^server\// },
    },
    resolve: parts.resolveFor(production),
    module: {
      rules: [
        parts.swcRule,
        parts.sideEffectFreeSource,
        catalogueRule,
        { test: /\.css$/, use: [MiniCssExtractPlugin.loader, { loader: 'css-loader', options: { importLoaders: 0 } }] },
      ],
    },
    optimization: {
      minimizer: parts.minimizer,
      // No chunk of modules common to ./App and the standalone main.js (bootstrap.tsx), nor a
      // vendor chunk of the packages ./App bundles (the router, the JSX runtime): either made the
      // first view fetch ./App in two files, each paying its own response headers. The lazy pages
      // still take nothing ./App already holds; the standalone mount, for development, gets its own copy.
      splitChunks: { cacheGroups: { default: false, defaultVendors: false } },
    },
    plugins: [
      catalogueContext(),
      parts.compileHint(),
      // .gz and .br next to each asset: the backend serves them precompressed (brotli at full quality).
      ...parts.precompress(production),
      new MiniCssExtractPlugin({ filename: '[name].css', chunkFilename: production ? '[name].[contenthash:10].css' : '[name].css' }),
      new ModuleFederationPlugin({
        name: 'public_app',
        filename: 'remoteEntry.js',
        exposes: { './App': './src/App.tsx' },
        shared,
        shareStrategy: 'loaded-first',
        dts: false,
        // mf-manifest.json: the exposed module's files, which the SSR manifest below passes on to the backend.
        manifest: true,
        experiments: {
          // Uses the federation runtime the shell provides (provideExternalRuntime there)
          // instead of a second copy: a smaller remoteEntry.js, and less start-up work.
          // So this remote (and its standalone main.js) runs only on a page that loaded the shell.
          externalRuntime: true,
          optimization: { disableSnapshot: true, disableRemote: true, target: 'web' },
        },
      }),
      // The versioned entry, the server entry and ./App's files, for the backend that renders this remote.
      new SsrManifestPlugin({ expose: './App', server: () => serverEntry, pages: /^(page|messages)-/ }),
    ],
    performance: { hints: false },
  };
}
