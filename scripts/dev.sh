#!/usr/bin/env bash
# make dev, npm run dev: the api with reload (TypeScript through swc), against the services in .env.
set -euo pipefail
cd "$(dirname "$0")/.."
. scripts/use-node.sh
scripts/ensure-env.sh
npx tsc -b contracts
cd backend
exec node --env-file=../.env -r @swc-node/register --watch src/main.ts
