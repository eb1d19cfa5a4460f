import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import * as t from 'io-ts';
import { route } from '@costiera/contracts';
import { setApiBaseUrl } from './api-client';
import { upload } from './upload';

/** A route of this test's own: the upload client knows no route in particular. */
const sendPhoto = route({ name: 'test.upload', method: 'POST', path: '/api/admin/things/:id', access: 'admin', response: t.type({ stored: t.string, bytes: t.number }) });

interface Received {
  method: string;
  url: string;
  contentType: string;
  accept: string;
  body: string;
}

let server: Server;
let received: Received[] = [];
let answer: (body: string) => { status: number; json: unknown } = () => ({ status: 201, json: {} });

const read = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('latin1')));
  });

beforeAll(async () => {
  server = createServer(async (req, res) => {
    // The page and the API are different origins here (jsdom's and this server's): allow it with credentials, as the browser asks.
    res.setHeader('access-control-allow-origin', 'http://localhost');
    res.setHeader('access-control-allow-credentials', 'true');
    res.setHeader('access-control-allow-headers', 'accept');
    if (req.method === 'OPTIONS') return res.writeHead(204).end();
    const body = await read(req);
    received.push({ method: req.method!, url: req.url!, contentType: req.headers['content-type'] ?? '', accept: req.headers.accept ?? '', body });
    const { status, json } = answer(body);
    res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(json));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  setApiBaseUrl(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
});
afterAll(async () => {
  setApiBaseUrl('');
  await new Promise((resolve) => server.close(resolve));
});
beforeEach(() => {
  received = [];
});

const formWith = (name: string, bytes: number) => {
  const form = new FormData();
  form.append('file', new File([new Uint8Array(bytes).fill(7)], name, { type: 'image/jpeg' }), name);
  return form;
};

describe('uploading a multipart body under a route', () => {
  it('sends the file as multipart/form-data to the route’s address and decodes the answer', async () => {
    answer = (body) => ({ status: 201, json: { stored: /filename="([^"]+)"/.exec(body)?.[1] ?? '', bytes: body.length } });
    // jsdom sends no upload progress events: the screens' tests and Chromium's cover the progress bars.
    const stored = await upload(sendPhoto, { params: { id: '7' }, form: formWith('capri.jpg', 50_000) });

    expect(stored.stored).toBe('capri.jpg');
    expect(stored.bytes).toBeGreaterThan(50_000);
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({ method: 'POST', url: '/api/admin/things/7', accept: 'application/json' });
    expect(received[0]!.contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(received[0]!.body).toContain('name="file"; filename="capri.jpg"');
  });

  it("fails with the server's message and status when it refuses the file", async () => {
    answer = () => ({ status: 415, json: { error: 'unsupported_media_type', message: 'Photos must be JPEG, PNG, WebP or AVIF' } });
    await expect(upload(sendPhoto, { params: { id: '7' }, form: formWith('logo.svg', 10) })).rejects.toMatchObject({
      name: 'ApiError',
      status: 415,
      serverMessage: 'Photos must be JPEG, PNG, WebP or AVIF',
    });
  });

  it('fails when the answer is not the route’s shape', async () => {
    answer = () => ({ status: 201, json: { stored: 3 } });
    await expect(upload(sendPhoto, { params: { id: '7' }, form: formWith('capri.jpg', 10) })).rejects.toThrow(/unexpected answer from test.upload/);
  });

  it('sends nothing once cancelled', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(upload(sendPhoto, { params: { id: '7' }, form: formWith('capri.jpg', 10), signal: controller.signal })).rejects.toMatchObject({ name: 'AbortError' });
    expect(received).toHaveLength(0);
  });
});
