// One shared config for the shell and every remote (Module Federation). Singletons so that
// the remotes use the shell's React, router context and query client.
//
// antd is deliberately not here: shared as a singleton it cannot be tree-shaken (437 KB
// gzip), which would sink the public pages' budget. The admin remote bundles the antd
// components it uses and its own ConfigProvider/App.
const path = require('path');
const pkg = require('../../shell/package.json');

const versionOf = (name) => require(`${name}/package.json`).version;
const singleton = (name) => ({ singleton: true, requiredVersion: pkg.dependencies[name], version: versionOf(name) });

module.exports = {
  shared: {
    react: singleton('react'),
    'react-dom': singleton('react-dom'),
    // The declarative-mode subset of the router (see react-router-dom.js for why).
    'react-router-dom': { ...singleton('react-router-dom'), import: path.join(__dirname, 'react-router-dom.js') },
    '@tanstack/react-query': singleton('@tanstack/react-query'),
    zustand: singleton('zustand'),
  },
};
