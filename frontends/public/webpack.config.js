const path = require('path');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { shared } = require('../kit/federation/shared');
const parts = require('../kit/federation/webpack-parts');

/*
 * The traveller remote, served from /remotes/public/. No antd here: the public path has a
 * 250 KB budget for all its JavaScript, so it uses its own light components and CSS.
 */
module.exports = (_env, argv) => {
  const production = argv.mode === 'production';
  return {
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
          // Uses the shell's federation runtime (provideExternalRuntime there) instead of a second copy.
          externalRuntime: false,
          optimization: { disableSnapshot: true, disableRemote: true, target: 'web' },
        },
      }),
    ],
    performance: { hints: false },
  };
};
