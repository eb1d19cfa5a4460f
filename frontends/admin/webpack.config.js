// The admin remote: loaded by the shell for /admin/*. antd is bundled here (not shared) so the
// public site never pays for it; so is TanStack Query. react, the router and zustand come from the shell.
const path = require('path');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { shared } = require('../kit/federation/shared.js');
const parts = require('../kit/federation/webpack-parts');

module.exports = (_env, argv) => {
  const production = argv.mode !== 'development';
  return {
    entry: './src/index.ts',
    mode: production ? 'production' : 'development',
    devtool: production ? false : 'eval-cheap-module-source-map',
    output: {
      path: path.resolve(__dirname, 'dist'),
      publicPath: '/remotes/admin/',
      uniqueName: 'admin_app',
      // The federation runtime cannot expand [contenthash] in entry names: remoteEntry.js is served no-cache.
      filename: '[name].js',
      chunkFilename: production ? '[name].[contenthash:10].js' : '[name].js',
      clean: true,
    },
    resolve: parts.resolveFor(production),
    module: { rules: [parts.swcRule, parts.sideEffectFreeSource] },
    optimization: { minimize: production, minimizer: parts.minimizer },
    plugins: [
      ...parts.precompress(production),
      new ModuleFederationPlugin({
        name: 'admin_app',
        filename: 'remoteEntry.js',
        exposes: { './App': './src/App.tsx' },
        shared,
        shareStrategy: 'loaded-first',
        dts: false,
        experiments: {
          // Its own federation runtime until the shell provides one (provideExternalRuntime).
          externalRuntime: false,
          optimization: { disableSnapshot: true, disableRemote: true, target: 'web' },
        },
      }),
    ],
    performance: { hints: false },
  };
};
