// Build pieces every app (shell, public, admin) uses the same way: TypeScript through swc,
// contracts and kit from source, the swc minifier (terser's output in a fraction of its time).
const path = require('path');
const zlib = require('zlib');
const CompressionPlugin = require('compression-webpack-plugin');
const TerserPlugin = require('terser-webpack-plugin');
const webpack = require('webpack');

const frontends = path.join(__dirname, '../..');

exports.swcRule = {
  test: /\.[jt]sx?$/,
  exclude: /node_modules/,
  use: {
    loader: 'swc-loader',
    options: {
      jsc: {
        parser: { syntax: 'typescript', tsx: true },
        transform: { react: { runtime: 'automatic' } },
        target: 'es2020',
      },
    },
  },
};

// Our own source modules only declare things at import time (route values, components), so
// webpack may drop the ones a bundle never uses: kit's index re-exports the API client and
// must not drag contracts and io-ts into a bundle that only wants the query cache.
exports.sideEffectFreeSource = {
  test: /[\\/](contracts|frontends[\\/]kit)[\\/]src[\\/].*\.tsx?$/,
  sideEffects: false,
};

const reactRouterDir = path.dirname(require.resolve('react-router/package.json'));

/** Module resolution for an app; `production` picks production builds where packages do not. */
exports.resolveFor = (production) => ({
  extensions: ['.tsx', '.ts', '.js'],
  alias: {
    // Source, not the CommonJS dist, so webpack can tree-shake what a page does not use.
    '@costiera/contracts$': path.join(frontends, '../contracts/src/index.ts'),
    '@costiera/kit$': path.join(frontends, 'kit/src/index.ts'),
    // react-router 7's package exports always point at its development build (extra
    // warnings and checks); production bundles take the production build.
    ...(production ? { 'react-router$': path.join(reactRouterDir, 'dist/production/index.mjs') } : {}),
  },
});

/*
 * provideExternalRuntime adds a runtime plugin by `require.resolve`, which picks the plugin's
 * CommonJS build, and that pulls in the CommonJS build of the whole federation runtime next to
 * the ES module build the shell already has (a second runtime in main.js). Pointing
 * the plugin at its ES module build makes it share the one runtime-core instance.
 */
const injectRuntimePluginDir = path.dirname(require.resolve('@module-federation/inject-external-runtime-core-plugin'));
exports.externalRuntimeAlias = {
  [path.join(injectRuntimePluginDir, 'index.cjs')]: path.join(injectRuntimePluginDir, 'index.js'),
};

exports.minimizer = [new TerserPlugin({ minify: TerserPlugin.swcMinify, terserOptions: { compress: { passes: 2 } } })];

/*
 * V8's explicit compile hint on every script of the shell and the public remote: a file of
 * theirs loads only when it is about to run, so Chromium compiles all its functions on the
 * thread that streams it instead of lazily on the main thread
 * (docs/adr/0015-compile-hints-on-public-scripts.md). Added after minifying (which drops
 * comments) and before hashing and compressing.
 */
exports.compileHint = () => new webpack.BannerPlugin({ banner: '//# allFunctionsCalledOnLoad', raw: true, test: /\.js$/, stage: webpack.Compilation.PROCESS_ASSETS_STAGE_DEV_TOOLING });

/** Precompressed siblings (.gz, .br) of the JS and CSS, for production builds. */
exports.precompress = (production) =>
  production
    ? [
        new CompressionPlugin({ test: /\.(js|css)$/, algorithm: 'gzip', filename: '[path][base].gz', compressionOptions: { level: 9 }, threshold: 1024, minRatio: 0.9 }),
        new CompressionPlugin({
          test: /\.(js|css)$/,
          algorithm: 'brotliCompress',
          filename: '[path][base].br',
          compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } },
          threshold: 1024,
          minRatio: 0.9,
        }),
      ]
    : [];
