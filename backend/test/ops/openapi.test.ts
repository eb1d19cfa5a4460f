import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as contracts from '@costiera/contracts';
import type { Route } from '@costiera/contracts';
import { startTestApp, type TestApp } from '../support/test-app';

/** Every route value the contracts package exports, module by module. */
function everyContract(): Route[] {
  const modules = [contracts.identity, contracts.catalog, contracts.content, contracts.bookings, contracts.reporting, contracts.health, contracts.media];
  return modules.flatMap((m) =>
    Object.values(m).filter((v): v is Route => typeof v === 'object' && v !== null && 'method' in v && 'path' in v && 'access' in v && 'response' in v),
  );
}

/**
 * The official OpenAPI 3.1 JSON schema check, through @seriousme/openapi-schema-validator's
 * command line (the package is an ES module only; jest's CommonJS runtime cannot load it).
 */
function validateOpenApi(document: unknown): { valid: boolean; output: string } {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'costiera-openapi-')), 'openapi.json');
  fs.writeFileSync(file, JSON.stringify(document));
  const cli = path.join(path.dirname(require.resolve('@seriousme/openapi-schema-validator/package.json')), 'bin/validate-api-cli.js');
  const run = spawnSync(process.execPath, [cli, file], { encoding: 'utf8' });
  fs.rmSync(path.dirname(file), { recursive: true, force: true });
  return { valid: run.status === 0, output: run.stdout + run.stderr };
}

describe('API reference', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());

  it('/api/openapi.json is a valid OpenAPI 3.1 document with every contract', async () => {
    const res = await app.request<{ openapi: string; paths: Record<string, Record<string, { operationId: string; 'x-access': string; security: unknown[] }>> }>('GET', '/api/openapi.json');
    expect(res.status).toBe(200);
    expect(res.body.openapi).toBe('3.1.0');
    const routes = everyContract();
    expect(routes.length).toBeGreaterThan(30);
    const missing = routes.filter((r) => res.body.paths[r.path.replace(/:([A-Za-z_]+)/g, '{$1}')]?.[r.method.toLowerCase()]?.operationId !== r.name);
    expect(missing.map((r) => `${r.method} ${r.path}`)).toEqual([]);
    for (const r of routes) {
      const op = res.body.paths[r.path.replace(/:([A-Za-z_]+)/g, '{$1}')]![r.method.toLowerCase()]!;
      expect(op['x-access']).toBe(r.access);
      expect(op.security).toEqual(r.access === 'admin' ? [{ adminSession: [] }] : []);
    }
    const { valid, output } = validateOpenApi(res.body);
    expect(output).not.toMatch(/error/i);
    expect(valid).toBe(true);
  });

  it('describes the photo upload as one binary file in multipart/form-data, with its answers', async () => {
    type Operation = { requestBody: { content: Record<string, { schema: { required: string[]; properties: Record<string, { type: string; format: string }> } }> }; responses: Record<string, { content?: Record<string, { schema: { $ref?: string } }> }> };
    const res = await app.request<{ paths: Record<string, Record<string, Operation>> }>('GET', '/api/openapi.json');
    const upload = res.body.paths['/api/admin/photos']!.post!;
    expect(Object.keys(upload.requestBody.content)).toEqual(['multipart/form-data']);
    const form = upload.requestBody.content['multipart/form-data']!.schema;
    expect(form.required).toEqual(['file']);
    expect(form.properties.file).toMatchObject({ type: 'string', format: 'binary' });
    for (const status of ['201', '200']) expect(upload.responses[status]!.content!['application/json']!.schema.$ref).toBe('#/components/schemas/Photo');
    expect(Object.keys(upload.responses)).toEqual(expect.arrayContaining(['400', '401', '403', '413', '415']));
  });

  it('the validator refuses a broken document (the check bites)', async () => {
    const res = await app.request<{ paths: Record<string, Record<string, Record<string, unknown>>> }>('GET', '/api/openapi.json');
    const broken = structuredClone(res.body);
    broken.paths['/api/tours']!.get!.responses = 'none';
    expect(validateOpenApi(broken).valid).toBe(false);
  });

  it('documents parameters, closed bodies, the error shape and custom codecs by what they accept', async () => {
    const res = await app.request<any>('GET', '/api/openapi.json'); // eslint-disable-line @typescript-eslint/no-explicit-any
    const doc = res.body;
    const submit = everyContract().find((r) => r.method === 'POST' && r.access === 'public' && r.path.includes('booking'))!;
    const op = doc.paths[submit.path.replace(/:([A-Za-z_]+)/g, '{$1}')].post;
    const body = op.requestBody.content['application/json'].schema;
    const resolved = body.$ref ? doc.components.schemas[body.$ref.split('/').pop()] : body;
    expect(resolved.type).toBe('object');
    expect(resolved.additionalProperties).toBe(false);
    expect(Object.keys(resolved.properties).length).toBeGreaterThan(2);
    expect(JSON.stringify(resolved)).toMatch(/"format":"(email|date)"/);
    expect(op.responses['400'].content['application/json'].schema).toEqual({ $ref: '#/components/schemas/ApiError' });
    expect(doc.components.schemas.ApiError.required).toEqual(['error', 'message']);
    expect(doc.components.schemas.ApiError.properties.details.type).toBe('array');
    const detail = doc.paths['/api/tours/{id}'].get;
    expect(detail.parameters).toEqual(expect.arrayContaining([expect.objectContaining({ name: 'id', in: 'path', required: true })]));
    expect(doc.components.securitySchemes.adminSession).toEqual(expect.objectContaining({ type: 'apiKey', in: 'cookie' }));
  });

  it('/api/docs renders Swagger UI from this origin under the CSP', async () => {
    const page = await app.request('GET', '/api/docs');
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/text\/html/);
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
    const assets = [...page.text.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1]!);
    expect(assets).toEqual(['/api/docs/swagger-ui.css', '/api/docs/swagger-ui-bundle.js', '/api/docs/init.js']);
    expect(page.text).not.toMatch(/<script>|<style>|https?:\/\//);
    for (const asset of assets) {
      const res = await app.request('GET', asset);
      expect([asset, res.status]).toEqual([asset, 200]);
    }
  });
});
