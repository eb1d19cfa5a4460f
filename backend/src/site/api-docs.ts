import fs from 'node:fs';
import path from 'node:path';
import type Router from '@koa/router';
import { openApiDocument, type Route } from '@costiera/contracts';
import { COSTIERA, SESSION_COOKIE } from './application';

/**
 * The API reference: `/api/openapi.json` (OpenAPI 3.1 built from the contracts of every bound
 * route) and `/api/docs`, Swagger UI served from the swagger-ui-dist package in node_modules
 * (no CDN; its script is a file of this origin, so the CSP's script-src 'self' holds).
 */
/** The reference's own paths: public, GET only, read-only documents, not calls of the API (no contract). */
export const API_DOCS_PATHS: readonly string[] = ['/api/openapi.json', '/api/docs', '/api/docs/:file'];

export function apiDocsRoutes(router: Router, routes: readonly Route[]): void {
  // backend/package.json, from src/site and from dist/site alike.
  const { version } = JSON.parse(fs.readFileSync(path.resolve(__dirname, '../../package.json'), 'utf8')) as { version: string };
  const document = Buffer.from(JSON.stringify(openApiDocument(routes, { title: `${COSTIERA.title} API`, version, sessionCookie: SESSION_COOKIE })));
  const dist = path.dirname(require.resolve('swagger-ui-dist/package.json'));
  const assets: Record<string, { type: string; body: Buffer }> = {
    'swagger-ui.css': { type: 'text/css; charset=utf-8', body: fs.readFileSync(path.join(dist, 'swagger-ui.css')) },
    'swagger-ui-bundle.js': { type: 'application/javascript; charset=utf-8', body: fs.readFileSync(path.join(dist, 'swagger-ui-bundle.js')) },
    'init.js': {
      type: 'application/javascript; charset=utf-8',
      body: Buffer.from("window.ui = SwaggerUIBundle({ url: '/api/openapi.json', dom_id: '#swagger-ui', deepLinking: true, defaultModelsExpandDepth: 0 });\n"),
    },
  };
  const page = Buffer.from(`<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>${COSTIERA.title} API reference</title><meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="stylesheet" href="/api/docs/swagger-ui.css"></head>
<body><div id="swagger-ui"></div>
<script src="/api/docs/swagger-ui-bundle.js"></script><script src="/api/docs/init.js"></script></body>
</html>
`);
  router.get('/api/openapi.json', (ctx) => {
    ctx.type = 'application/json';
    ctx.set('Cache-Control', 'no-cache');
    ctx.body = document;
  });
  router.get('/api/docs', (ctx) => {
    ctx.type = 'text/html; charset=utf-8';
    ctx.set('Cache-Control', 'no-cache');
    ctx.body = page;
  });
  router.get('/api/docs/:file', (ctx) => {
    const asset = assets[ctx.params.file ?? ''];
    if (!asset) return;
    ctx.type = asset.type;
    ctx.set('Cache-Control', 'public, max-age=3600');
    ctx.body = asset.body;
  });
}
