// One shared config for the shell and every remote (Module Federation). Singletons so that
// the remotes use the shell's React, router, query client and antd theme.
const pkg = require('../../shell/package.json');

const singleton = (name) => ({ singleton: true, requiredVersion: pkg.dependencies[name] });

module.exports = {
  shared: {
    react: singleton('react'),
    'react-dom': singleton('react-dom'),
    'react-router-dom': singleton('react-router-dom'),
    '@tanstack/react-query': singleton('@tanstack/react-query'),
    zustand: singleton('zustand'),
  },
};
