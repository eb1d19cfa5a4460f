# Costiera: the two commands a newcomer needs are `make up` and `make test`.
.PHONY: up test dev build migrate seed e2e bench down clean

up: ## run the site with demo data on http://localhost:3000
	@scripts/up.sh

test: ## every check CI runs; ends with "N passed, N failed"
	@scripts/test.sh

dev: ## api with reload (TypeScript through swc), against the services in .env
	@scripts/ensure-env.sh
	@npx tsc -b contracts
	@cd backend && node --env-file=../.env -r @swc-node/register --watch src/main.ts

build: ## production build: contracts, backend, shell and remotes
	@npm run -s build

migrate: ## apply pending migrations
	@scripts/ensure-env.sh && npx tsc -b backend && node --env-file=.env backend/dist/cli.js check-services && node --env-file=.env backend/dist/cli.js migrate

seed: ## migrate, then load the demo data (idempotent)
	@scripts/ensure-env.sh && npx tsc -b backend && node --env-file=.env backend/dist/cli.js check-services && node --env-file=.env backend/dist/cli.js seed

e2e: ## Playwright specs in Chromium against a production build
	@npm run -s build && npx playwright test -c e2e

bench: ## benchmarks (not tests): load and page speed
	@npm run -s build && node bench/suite.js

down: ## stop the Docker Compose services (when a Docker engine runs)
	@if docker info >/dev/null 2>&1; then docker compose down; else echo "No Docker engine: nothing to stop (make up runs in the foreground; Ctrl-C stops it)."; fi

clean:
	@rm -rf var contracts/dist backend/dist frontends/*/dist
