const path = require('path');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { shared } = require('../kit/federation/shared');
const parts = require('../kit/federation/webpack-parts');
const { FirstLoadPlugin } = require('../kit/federation/first-load-plugin');

// Build-time only (never served): under the repository's var/, like other generated files.
const FIRST_PAINT_DIR = path.join(__dirname, '../../var/build/public-first-paint');

/*
 * Two builds, the first feeding the second:
 * - 'first-paint' compiles src/first-paint for Node (packages stay external, CSS is ignored),
 * - 'browser' is the remote; it runs the first one to put the pages' prerendered first paint
 *   into dist/first-load.json, which the backend reads (see kit/federation/first-load-plugin.js).
 */
module.exports = (_env, argv) => {
  const production = argv.mode === 'production';
  return [firstPaintBuild(production), browserBuild(production)];
};

function firstPaintBuild(production) {
  return {
    name: 'first-paint',
    mode: production ? 'production' : 'development',
    target: 'node',
    entry: './src/first-paint/first-paint.tsx',
    devtool: false,
    output: { path: FIRST_PAINT_DIR, filename: 'first-paint.js', library: { type: 'commonjs2' }, clean: true },
    externalsPresets: { node: true },
    // Bare package names load from node_modules at run time; our own sources (and contracts, kit) are compiled.
    externals: [({ request }, callback) => (/^(@[a-z0-9-]+\/)?[a-z0-9][\w.-]*(\/.*)?$/i.test(request) && !request.startsWith('@costiera/') ? callback(null, `commonjs ${request}`) : callback())],
    resolve: parts.resolveFor(production),
    module: { rules: [parts.swcRule, { test: /\.css$/, loader: require.resolve('../kit/federation/ignore-css-loader') }] },
    optimization: { minimize: false },
    performance: { hints: false },
  };
}

/** The paths this remote answers and their prerendered first paints, for first-load.json. */
function firstPaintManifest() {
  const file = path.join(FIRST_PAINT_DIR, 'first-paint.js');
  delete require.cache[file];
  return require(file).firstPaintManifest();
}

/*
 * The traveller remote, served from /remotes/public/. No antd here: the public path has a
 * 250 KB budget for all its JavaScript, so it uses its own light components and CSS.
 */
function browserBuild(production) {
  return {
    name: 'browser',
    dependencies: ['first-paint'],
    entry: './src/index.ts',
    devtool: production ? false : 'eval-cheap-module-source-map',
    output: {
      path: path.join(__dirname, 'dist'),
      // 'auto': chunks load from wherever remoteEntry.js was loaded, so the manifest may
      // point this remote at another host without a rebuild (by default /remotes/public/).
      publicPath: 'auto',
      uniqueName: 'public_app',
      filename: '[name].js',
      chunkFilename: production ? '[name].[contenthash:10].js' : '[name].js',
      clean: true,
    },
    resolve: parts.resolveFor(production),
    module: {
      rules: [
        parts.swcRule,
        parts.sideEffectFreeSource,
        { test: /\.css$/, use: [MiniCssExtractPlugin.loader, { loader: 'css-loader', options: { importLoaders: 0 } }] },
      ],
    },
    optimization: { minimizer: parts.minimizer },
    plugins: [
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
        experiments: {
          // Uses the federation runtime the shell provides (provideExternalRuntime there)
          // instead of a second copy: remoteEntry.js 15.7 -> 7.1 KB brotli, and less start-up work.
          // So this remote (and its standalone main.js) runs only on a page that loaded the shell.
          externalRuntime: true,
          optimization: { disableSnapshot: true, disableRemote: true, target: 'web' },
        },
      }),
      // What ./App's first render needs (and the prerendered first paints), for the backend.
      new FirstLoadPlugin({ start: { expose: './App' }, extra: firstPaintManifest }),
    ],
    performance: { hints: false },
  };
}
