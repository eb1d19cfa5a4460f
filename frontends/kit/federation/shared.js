// One shared config for the shell and every remote (Module Federation). Singletons so that
// the remotes use the shell's React.
//
// No router here: the shell has none, and each remote bundles react-router-dom with its own
// router, so webpack keeps only the part that remote uses (docs/adr/0018). Shared, the router
// could not be tree-shaken.
//
// No query library here: the public remote keeps its server state in kit's small query cache,
// and the admin remote bundles TanStack Query with its own client (docs/adr/0013).
//
// No zustand here: the two remotes never run on the same page (docs/adr/0018), so a store
// shared between them has nothing to share; each bundles the few hundred bytes it uses, and the
// public page loads no separate file for it.
//
// antd is deliberately not here: shared as a singleton it cannot be tree-shaken, and the
// whole library would sink the public pages' budget. The admin remote bundles the antd
// components it uses and its own ConfigProvider/App.
const pkg = require('../../shell/package.json');

const versionOf = (name) => require(`${name}/package.json`).version;
// No requiredVersion: the shell and every remote are built from this one lockfile, and for a
// singleton the runtime takes the copy loaded first whatever the range says (it could only
// warn). The check would cost every page load a semver parse per shared module and consumer,
// main-thread work at start-up that a slow phone feels. The shell's package.json still pins
// the ranges for npm.
const singleton = (name) => {
  if (!pkg.dependencies[name]) throw new Error(`${name} is shared but not a dependency of the shell`);
  return { singleton: true, requiredVersion: false, version: versionOf(name) };
};

module.exports = {
  shared: {
    react: singleton('react'),
    'react-dom': singleton('react-dom'),
  },
};
