#!/usr/bin/env bash
# make up: from a fresh clone to the site on http://localhost:3000 with demo data
# (PORT=3100 make up: on port 3100).
set -euo pipefail
cd "$(dirname "$0")/.."

. scripts/use-node.sh
if [ ! -d node_modules ]; then npm ci --no-audit --no-fund && node_modules_built; fi
scripts/ensure-env.sh
. scripts/load-env.sh

if docker info >/dev/null 2>&1; then
  echo "Docker engine found: starting Postgres, Redis and Mailpit with Docker Compose."
  docker compose up -d --wait postgres redis mailpit
  export DATABASE_URL=postgres://costiera:costiera@127.0.0.1:55432/costiera
  export REDIS_URL=redis://127.0.0.1:56379/0
  export SMTP_URL=smtp://127.0.0.1:1025
  echo "Mailpit (emails sent by the site): http://localhost:8025"
else
  echo "No Docker engine: using the services at DATABASE_URL and REDIS_URL from .env."
fi

echo "Building..."
npm run -s build
node backend/dist/cli.js check-services
node backend/dist/cli.js seed

echo
echo "Starting the api and the worker (admin: ${PUBLIC_BASE_URL}/admin/login as ${ADMIN_USERNAME}; password in .env). Ctrl-C stops them."
# The api prints "Costiera runs on <url>" once it answers; a port in use stops it with one line.
exec scripts/start.sh
