# The api and worker image (docker compose --profile app up; infra/k8s). Three stages:
# build (every dependency, tsc + webpack), runtime-deps (production dependencies only), runtime.
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY contracts/package.json contracts/
COPY backend/package.json backend/
COPY frontends/kit/package.json frontends/kit/
COPY frontends/shell/package.json frontends/shell/
COPY frontends/public/package.json frontends/public/
COPY frontends/admin/package.json frontends/admin/
# npm install, not npm ci: see .ci/run (npm 11 leaves other platforms' optional packages out of the lockfile).
RUN npm install --no-audit --no-fund
COPY . .
RUN npm run build

FROM build AS runtime-deps
# The runtime needs no compiler, bundler or test tool.
RUN npm prune --omit=dev --no-audit --no-fund

FROM node:20-bookworm-slim AS runtime
ENV NODE_ENV=production
# Process options where the process starts: the old generation is bounded below the pod's
# memory limit (infra/k8s: 384Mi). V8's heap growth is a command-line flag (not allowed in
# NODE_OPTIONS): docs/adr/0005-process-tuning-at-start.md.
ENV NODE_OPTIONS="--max-old-space-size=256 --enable-source-maps"
RUN groupadd --system --gid 10001 costiera && useradd --system --uid 10001 --gid costiera --no-create-home costiera
WORKDIR /app
COPY --from=runtime-deps --chown=root:root /app/node_modules ./node_modules
COPY --from=build --chown=root:root /app/package.json ./
COPY --from=build --chown=root:root /app/contracts/package.json ./contracts/
COPY --from=build --chown=root:root /app/contracts/dist ./contracts/dist
COPY --from=build --chown=root:root /app/backend/package.json ./backend/
COPY --from=build --chown=root:root /app/backend/dist ./backend/dist
COPY --from=build --chown=root:root /app/backend/public ./backend/public
COPY --from=build --chown=root:root /app/frontends/shell/dist ./frontends/shell/dist
COPY --from=build --chown=root:root /app/frontends/public/dist ./frontends/public/dist
COPY --from=build --chown=root:root /app/frontends/admin/dist ./frontends/admin/dist
# Files belong to root and are read-only to the process; only var/ (emails as .eml when no SMTP_URL) is its own.
RUN mkdir -p /app/var && chown costiera:costiera /app/var
USER 10001:10001
EXPOSE 3000 9464 9465
# The api; compose and infra/k8s run the worker from the same image with its own command.
CMD ["node", "--heap-growing-percent=100", "backend/dist/main.js"]
