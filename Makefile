# Costiera: the two commands a newcomer needs are `make up` and `make test`.
# Every target that runs node first takes the Node.js of .nvmrc (scripts/use-node.sh).
.PHONY: up test dev build migrate seed e2e bench down clean

USE_NODE = . scripts/use-node.sh &&

up: ## run the site with demo data on http://localhost:3000
	@scripts/up.sh

test: ## every check CI runs; ends with "N passed, N failed"
	@scripts/test.sh

dev: ## api with reload (TypeScript through swc), against the services in .env
	@scripts/dev.sh

build: ## production build: contracts, backend, shell and remotes
	@$(USE_NODE) npm run -s build

migrate: ## apply pending migrations
	@$(USE_NODE) scripts/ensure-env.sh && npx tsc -b backend && node --env-file=.env backend/dist/cli.js check-services && node --env-file=.env backend/dist/cli.js migrate

seed: ## migrate, then load the demo data (idempotent)
	@$(USE_NODE) scripts/ensure-env.sh && npx tsc -b backend && node --env-file=.env backend/dist/cli.js check-services && node --env-file=.env backend/dist/cli.js seed

e2e: ## Playwright specs in Chromium against a production build
	@$(USE_NODE) npm run -s build && npx playwright test -c e2e

bench: ## benchmarks (not tests): load and page speed
	@$(USE_NODE) npm run -s build && node bench/suite.js

down: ## stop the Docker Compose services (when a Docker engine runs)
	@if docker info >/dev/null 2>&1; then docker compose down; else echo "No Docker engine: nothing to stop (make up runs in the foreground; Ctrl-C stops it)."; fi

clean: ## builds and var/, but for the Node.js and kubectl kept in var/tools
	@rm -rf contracts/dist backend/dist frontends/*/dist && find var -mindepth 1 -maxdepth 1 ! -name tools -exec rm -rf {} + 2>/dev/null || true
