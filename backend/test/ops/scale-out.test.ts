import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { startTestApp, ADMIN_PASSWORD, type TestApp } from '../support/test-app';
import { SmtpSink } from '../support/smtp-sink';
import { FAST_EVENTS_ENV, eventsSettled } from '../support/events';
import { WorkerProcess } from '../support/worker-process';
import { ApiProcess } from '../support/api-process';
import { bookingBody, tourWithProvider } from '../events/fixtures';
import { tourBody } from '../catalog/fixtures';

/**
 * Two api processes behind HAProxy (health-checking /readyz) and two workers on one Postgres
 * and one Redis: sessions, cache invalidation and the booking throttle hold across replicas;
 * 500 booking requests are stored once and emailed, through a rolling restart of an api
 * (SIGTERM under load: no failed request at the balancer) and a worker killed mid-drain.
 */
const HAPROXY = '/usr/sbin/haproxy';
const ORIGIN = 'http://costiera.test';
const BOOKINGS = 500;

let sink: SmtpSink;
let app: TestApp;
let apis: ApiProcess[] = [];
let workers: WorkerProcess[] = [];
let haproxy: ChildProcess | undefined;
let lb = '';
let tmp = '';
let tourId = '';
let categoryId = '';
let env: Record<string, string>;

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((r) => server.close(r));
  return port;
}

async function startHaproxy(servers: ApiProcess[]): Promise<string> {
  if (!fs.existsSync(HAPROXY)) throw new Error(`${HAPROXY} is missing: apt-get install haproxy (the scale-out test needs it)`);
  const port = await freePort();
  const cfg = path.join(tmp, 'haproxy.cfg');
  fs.writeFileSync(
    cfg,
    `global
  maxconn 512
defaults
  mode http
  timeout connect 2s
  timeout client 30s
  timeout server 30s
  timeout check 2s
  retries 3
  option redispatch 1
  retry-on conn-failure empty-response
  option forwardfor
frontend www
  bind 127.0.0.1:${port}
  default_backend apis
backend apis
  balance roundrobin
  option httpchk GET /readyz
  http-check expect status 200
${servers.map((s, i) => `  server api${i} 127.0.0.1:${s.port} check inter 250 fall 2 rise 1`).join('\n')}
`,
  );
  haproxy = spawn(HAPROXY, ['-f', cfg, '-db'], { stdio: ['ignore', 'pipe', 'pipe'] });
  const url = `http://127.0.0.1:${port}`;
  for (const deadline = Date.now() + 10_000; ; ) {
    const ok = await fetch(`${url}/readyz`).then((r) => r.status === 200, () => false);
    if (ok) return url;
    if (Date.now() > deadline) throw new Error('HAProxy did not answer within 10 s');
    await new Promise((r) => setTimeout(r, 100));
  }
}

const json = (url: string, method: string, body?: unknown, headers: Record<string, string> = {}) =>
  fetch(url, { method, headers: { origin: ORIGIN, ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers }, body: body === undefined ? undefined : JSON.stringify(body) });
/**
 * A JSON POST through the balancer from the local address `from` (any 127.x.y.z is the
 * loopback): HAProxy appends that address to X-Forwarded-For, as a real proxy appends the client's.
 */
const postFrom = (from: string, url: string, body: unknown, headers: Record<string, string> = {}) =>
  new Promise<number>((resolve, reject) => {
    const text = JSON.stringify(body);
    const req = http.request(url, { method: 'POST', localAddress: from, headers: { origin: ORIGIN, 'content-type': 'application/json', 'content-length': Buffer.byteLength(text), ...headers } }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode!));
    });
    req.on('error', reject);
    req.end(text);
  });
const cookieOf = (res: Response) => res.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');

beforeAll(async () => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'costiera-scale-'));
  sink = await SmtpSink.start();
  env = { ...FAST_EVENTS_ENV, SMTP_URL: sink.url, TRUST_PROXY: 'true', DRAIN_DELAY_MS: '2000', WORKER_LOCK_MS: '3000', WORKER_STALLED_INTERVAL_MS: '1000' };
  app = await startTestApp(env);
  const admin = await app.signInAsAdmin('ops');
  tourId = await tourWithProvider(app, admin, 'captain@capri-blue.test');
  categoryId = (await app.request<{ category_id?: string; categoryId?: string }>('GET', `/api/admin/tours/${tourId}`, { cookie: admin })).body.category_id ?? '';
  apis = await Promise.all([ApiProcess.start(app, env), ApiProcess.start(app, env)]);
  workers = await Promise.all([WorkerProcess.start(app, env), WorkerProcess.start(app, env)]);
  lb = await startHaproxy(apis);
  await eventsSettled(app, 30_000);
}, 90_000);

afterAll(async () => {
  // Stopped in order, gently: processes first (SIGTERM, SIGKILL after 10 s), then the balancer, the database, the sink.
  const processes = [...apis, ...workers];
  for (const p of processes) p.kill('SIGTERM');
  const late = setTimeout(() => processes.forEach((p) => p.kill('SIGKILL')), 10_000);
  await Promise.all(processes.map((p) => p.exited));
  clearTimeout(late);
  haproxy?.kill('SIGTERM');
  await app?.close();
  await sink?.close();
  fs.rmSync(tmp, { recursive: true, force: true });
});

it('a session made through one api works through the other; a logout through one ends it for both', async () => {
  const [a, b] = apis as [ApiProcess, ApiProcess];
  const login = await json(`${a.url}/api/admin/login`, 'POST', { username: 'ops', password: ADMIN_PASSWORD });
  expect(login.status).toBe(200);
  const cookie = cookieOf(login);
  expect((await fetch(`${b.url}/api/admin/user`, { headers: { cookie } })).status).toBe(200);
  expect((await json(`${b.url}/api/admin/logout`, 'POST', undefined, { cookie })).status).toBeLessThan(300);
  expect((await fetch(`${a.url}/api/admin/user`, { headers: { cookie } })).status).toBe(401);
  expect((await fetch(`${b.url}/api/admin/user`, { headers: { cookie } })).status).toBe(401);
});

it('an admin edit through api A is visible on the next public read through api B', async () => {
  const [a, b] = apis as [ApiProcess, ApiProcess];
  const cookie = cookieOf(await json(`${a.url}/api/admin/login`, 'POST', { username: 'ops', password: ADMIN_PASSWORD }));
  const before = (await (await fetch(`${b.url}/api/tours/${tourId}`)).json()) as { title: string };
  expect((await fetch(`${b.url}/api/tours/${tourId}`)).status).toBe(200); // cached in B now
  const current = (await (await fetch(`${a.url}/api/admin/tours/${tourId}`, { headers: { cookie } })).json()) as Record<string, unknown>;
  const body = tourBody(String(current.category_id ?? categoryId), { title: `${before.title} (edited)`, max_passengers: 10, provider_id: String(current.provider_id) });
  const put = await json(`${a.url}/api/admin/tours/${tourId}`, 'PUT', body, { cookie });
  expect([put.status, put.status === 200 ? '' : await put.text()]).toEqual([200, '']);
  const deadline = Date.now() + 5000;
  let title = '';
  while (Date.now() < deadline && !title.endsWith('(edited)')) {
    title = ((await (await fetch(`${b.url}/api/tours/${tourId}`)).json()) as { title: string }).title;
  }
  expect(title).toBe(`${before.title} (edited)`);
});

it('the booking throttle counts one client across both apis, whatever X-Forwarded-For the client sends', async () => {
  const answers: number[] = [];
  for (let i = 0; i < 12; i++) answers.push(await postFrom('127.9.9.9', `${lb}/api/booking-requests`, bookingBody(tourId), { 'x-forwarded-for': `10.9.9.${i}` }));
  expect(answers.filter((s) => s === 201)).toHaveLength(10);
  expect(answers.filter((s) => s === 429)).toHaveLength(2);
});

it(`${BOOKINGS} booking requests over both apis, an api restarted (SIGTERM) and a worker killed (SIGKILL) on the way: each stored once, every email sent`, async () => {
  const conn = await app.runtime.orm.em.getConnection();
  const storedBefore = Number((await conn.execute<Array<{ n: string }>>('select count(*) as n from bookings.booking_requests'))[0]!.n);
  const emailsBefore = sink.received.length;
  const statuses = new Map<number, number>();
  let next = 0;
  let restarted: Promise<void> | undefined;
  const client = async () => {
    while (next < BOOKINGS) {
      const i = next++;
      if (i === 150) {
        // Rolling restart: the first api drains while the load goes on; a new one takes its place.
        restarted = (async () => {
          const old = apis[0]!;
          old.kill('SIGTERM');
          const exit = await old.exited;
          // On failure, the api's last lines say why it did not stop cleanly.
          expect({ code: exit.code, output: exit.code === 0 ? '' : old.output.slice(-3000) }).toEqual({ code: 0, output: '' });
        })();
      }
      // Eight requests per client address: under the throttle's ten a minute.
      const status = await postFrom(`127.1.${i >> 3}.${(i & 7) + 1}`, `${lb}/api/booking-requests`, bookingBody(tourId, { customerEmail: `scale-${i}@example.com` }));
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
    }
  };
  const started = Date.now();
  await Promise.all(Array.from({ length: 16 }, client));
  await restarted;
  const loadMs = Date.now() - started;
  // A worker killed in the middle of the drain.
  await sink.waitFor((r) => r.length - emailsBefore >= 300, 60_000);
  workers[0]!.kill('SIGKILL');
  console.log(`scale-out: load done in ${loadMs} ms, answers ${JSON.stringify(Object.fromEntries(statuses))}; worker 0 killed at ${sink.received.length - emailsBefore} emails`);
  // Every customer's acknowledgement and a provider email per request (a duplicate only adds).
  const done = (r: typeof sink.received) => {
    const after = r.slice(emailsBefore);
    const customers = new Set(after.flatMap((m) => m.to).filter((t) => t.startsWith('scale-')));
    return customers.size >= BOOKINGS && after.filter((m) => m.to.includes('captain@capri-blue.test')).length >= BOOKINGS;
  };
  const drainStart = Date.now();
  await sink.waitFor(done, 150_000);
  console.log(`scale-out: every email out ${Date.now() - drainStart} ms after the kill`);
  await eventsSettled(app, 30_000);

  const received = sink.received.slice(emailsBefore);
  const keys = received.map((m) => `${m.to.join()}|${m.text.match(/[0-9a-f]{8}-[0-9a-f-]{27}/)?.[0] ?? m.subject}`);
  const duplicates = keys.length - new Set(keys).size;
  const stored = Number((await conn.execute<Array<{ n: string }>>('select count(*) as n from bookings.booking_requests'))[0]!.n) - storedBefore;
  console.log(`scale-out: ${BOOKINGS} requests in ${loadMs} ms, answers ${JSON.stringify(Object.fromEntries(statuses))}, stored ${stored}, emails ${received.length}, duplicates ${duplicates}`);
  expect(Object.fromEntries(statuses)).toEqual({ 201: BOOKINGS });
  expect(stored).toBe(BOOKINGS);
  for (let i = 0; i < BOOKINGS; i++) {
    const customer = `scale-${i}@example.com`;
    expect([customer, received.some((m) => m.to.includes(customer))]).toEqual([customer, true]);
  }
  expect(received.filter((m) => m.to.includes('captain@capri-blue.test')).length).toBeGreaterThanOrEqual(BOOKINGS);

  const cookie = cookieOf(await json(`${apis[1]!.url}/api/admin/login`, 'POST', { username: 'ops', password: ADMIN_PASSWORD }));
  const stats = (await (await fetch(`${lb}/api/admin/dashboard-stats`, { headers: { cookie } })).json()) as { totalBookingRequests: number };
  expect(stats.totalBookingRequests).toBe(storedBefore + BOOKINGS);
}, 300_000);
