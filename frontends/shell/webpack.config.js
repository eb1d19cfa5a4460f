const fs = require('fs');
const path = require('path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { shared } = require('../kit/federation/shared');
const parts = require('../kit/federation/webpack-parts');

/*
 * The host. It declares no remotes at build time: their locations come from the
 * #costiera-remotes manifest in index.html at run time (src/remotes/manifest.ts), so the
 * backend can point at another deployment of a remote without rebuilding the shell.
 */
module.exports = (_env, argv) => [shellConfig(argv.mode === 'production'), bootConfig(argv.mode === 'production')];

/*
 * React and React DOM go into main.js (eager) instead of a chunk each: every page renders with
 * them, so they would be fetched right after main.js anyway, as more requests. The remotes still
 * get them from the share scope.
 */
const EAGER = ['react', 'react-dom'];
const hostShared = Object.fromEntries(Object.entries(shared).map(([name, config]) => [name, EAGER.includes(name) ? { ...config, eager: true } : config]));

function shellConfig(production) {
  const resolve = parts.resolveFor(production);
  return {
    entry: './src/index.ts',
    devtool: production ? false : 'eval-cheap-module-source-map',
    output: {
      path: path.join(__dirname, 'dist'),
      publicPath: '/',
      // The federation runtime cannot expand [contenthash] in entry names (STACK.md).
      filename: '[name].js',
      chunkFilename: production ? '[name].[contenthash:10].js' : '[name].js',
      clean: { keep: /^boot\.js/ },
    },
    resolve: { ...resolve, alias: { ...resolve.alias, ...parts.externalRuntimeAlias } },
    module: { rules: [parts.swcRule, parts.sideEffectFreeSource] },
    optimization: { minimizer: parts.minimizer },
    plugins: [
      parts.compileHint(),
      // .gz and .br next to each asset: the backend serves them precompressed (brotli at full quality).
      ...parts.precompress(production),
      new ModuleFederationPlugin({
        name: 'shell',
        remotes: {},
        shared: hostShared,
        shareStrategy: 'loaded-first',
        dts: false,
        experiments: {
          // The shell carries the one federation runtime; remotes built with externalRuntime
          // use it instead of shipping their own copy (its download and start-up work, once per
          // remote). See parts.externalRuntimeAlias for why that needs an alias.
          provideExternalRuntime: true,
          // Remotes are plain remoteEntry.js URLs, not mf-manifest.json: no snapshot code needed.
          optimization: { disableSnapshot: true, target: 'web' },
        },
      }),
      // templateContent, not template: a template file is compiled by a child compiler that the
      // federation plugin also instruments, which leaves a stray server-side chunk in dist/.
      new HtmlWebpackPlugin({
        templateContent: fs.readFileSync(path.join(__dirname, 'public/index.html'), 'utf8'),
        // The template names boot.js, which starts main.js once the page has painted.
        inject: false,
      }),
    ],
    performance: { hints: false },
  };
}

/** boot.js (src/boot.ts): a plain script, no federation, the one a page loads first. */
function bootConfig(production) {
  return {
    name: 'boot',
    entry: './src/boot.ts',
    devtool: false,
    output: { path: path.join(__dirname, 'dist'), publicPath: '/', filename: 'boot.js', clean: false },
    resolve: { extensions: ['.ts', '.js'] },
    module: { rules: [parts.swcRule] },
    optimization: { minimizer: parts.minimizer },
    plugins: [parts.compileHint(), ...parts.precompress(production)],
    performance: { hints: false },
  };
}
