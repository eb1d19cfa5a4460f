#!/usr/bin/env bash
# Writes .env from .env.example on first run, with a random SESSION_SECRET and ADMIN_PASSWORD,
# and the caller's PORT when one is given (PORT=3100 make up), the site's URL on that port.
set -euo pipefail
cd "$(dirname "$0")/.."
if [ -f .env ]; then exit 0; fi
port=${PORT:-3000}
if ! [[ $port =~ ^[0-9]+$ ]]; then echo "PORT must be a port number, not \"${port}\"." >&2; exit 1; fi
secret=$(node -e "process.stdout.write(require('crypto').randomBytes(48).toString('base64url'))")
password=$(node -e "process.stdout.write(require('crypto').randomBytes(15).toString('base64url'))")
sed -e "s|^SESSION_SECRET=.*|SESSION_SECRET=${secret}|" -e "s|^ADMIN_PASSWORD=.*|ADMIN_PASSWORD=${password}|" \
  -e "s|^PORT=.*|PORT=${port}|" -e "s|^PUBLIC_BASE_URL=http://localhost:[0-9]*$|PUBLIC_BASE_URL=http://localhost:${port}|" .env.example > .env
chmod 600 .env
echo "Wrote .env with a new session secret and admin password."
echo "  Admin sign-in: http://localhost:${port}/admin/login  user: admin  password: ${password}"
echo "  (kept in .env as ADMIN_USERNAME / ADMIN_PASSWORD; change it with: npm run cli -- create-admin admin)"
