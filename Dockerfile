# The api and worker image (docker compose up; infra/k8s). Three stages:
# build (every dependency, tsc + webpack), runtime-deps (production dependencies only), runtime.
# Node.js is the version of .nvmrc (a test keeps the two in step).
ARG NODE_VERSION=24.21.0
FROM node:${NODE_VERSION}-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY contracts/package.json contracts/
COPY backend/package.json backend/
COPY frontends/kit/package.json frontends/kit/
COPY frontends/shell/package.json frontends/shell/
COPY frontends/public/package.json frontends/public/
COPY frontends/admin/package.json frontends/admin/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

FROM build AS runtime-deps
# The runtime needs no compiler, bundler or test tool.
RUN npm prune --omit=dev --no-audit --no-fund

FROM node:${NODE_VERSION}-bookworm-slim AS runtime
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
COPY --from=build --chown=root:root /app/scripts/start.sh ./scripts/
# Files belong to root and are read-only to the process; only var/ (emails as .eml when no SMTP_URL,
# photos under var/media with the disk store) is its own.
RUN mkdir -p /app/var/media && chown -R costiera:costiera /app/var
USER 10001:10001
EXPOSE 3000 9464 9465
# The api; compose and infra/k8s run the worker from the same image with `scripts/start.sh worker`.
CMD ["scripts/start.sh", "api"]
