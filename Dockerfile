# The api and worker image (docker compose --profile app up).
FROM node:20-bookworm-slim AS build
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

FROM node:20-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production
COPY --from=build /app /app
RUN npm prune --omit=dev --no-audit --no-fund
EXPOSE 3000
# The api; compose runs the worker from the same image with its own command (docs/adr/0005).
CMD ["node", "--heap-growing-percent=100", "backend/dist/main.js"]
