import net from 'node:net';
import { startTestApp, type TestApp } from '../support/test-app';
import { SmtpSink } from '../support/smtp-sink';
import { FAST_EVENTS_ENV, eventsSettled, eventually } from '../support/events';
import { WorkerProcess } from '../support/worker-process';
import { ApiProcess, metricsPortOf } from '../support/api-process';
import { bookingBody, tourWithProvider } from '../events/fixtures';

/** /metrics of the api and of the worker, each on its own port, in Prometheus's text format. */
let sink: SmtpSink;
let app: TestApp;
let api: ApiProcess;
let worker: WorkerProcess;
let tourId: string;

beforeAll(async () => {
  sink = await SmtpSink.start();
  const env = { ...FAST_EVENTS_ENV, SMTP_URL: sink.url };
  app = await startTestApp(env);
  tourId = await tourWithProvider(app, await app.signInAsAdmin(), 'captain@capri-blue.test');
  api = await ApiProcess.start(app, env);
  worker = await WorkerProcess.start(app, env);
  // The tour's events reach the api's cache as a broadcast once the worker relays them: let that pass first.
  await eventsSettled(app, 30_000);
}, 60_000);
afterAll(async () => {
  api?.kill('SIGKILL');
  worker?.kill('SIGKILL');
  await Promise.all([api?.exited, worker?.exited]);
  await app.close();
  await sink.close();
});

const scrape = async (port: number) => {
  const res = await fetch(`http://127.0.0.1:${port}/metrics`);
  expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
  return res.text();
};
const value = (text: string, series: RegExp) => {
  const line = text.split('\n').find((l) => series.test(l));
  return line === undefined ? undefined : Number(line.split(' ').pop());
};
const post = (body: unknown) =>
  fetch(`${api.url}/api/booking-requests`, { method: 'POST', headers: { 'content-type': 'application/json', origin: 'http://costiera.test' }, body: JSON.stringify(body) });

it('the api: durations by route template and status, bookings accepted and refused, cache, outbox, queue, process', async () => {
  // Read twice until the second read is a hit: an announcement of the tour's events may still
  // reach the api after they settled, and empty its cache between two reads.
  await eventually(async () => {
    for (let i = 0; i < 2; i++) expect((await fetch(`${api.url}/api/tours/${tourId}`)).status).toBe(200);
    return (value(await scrape(api.metricsPort), /^costiera_read_cache_lookups_total\{region="catalog.public",result="hit"\}/) ?? 0) >= 1;
  }, 'a read of the tour served from the cache');
  expect((await post(bookingBody(tourId, { customerEmail: 'metrics@example.com' }))).status).toBe(201);
  expect((await post(bookingBody(tourId, { people: 'many' }))).status).toBe(400);

  const text = await scrape(api.metricsPort);
  expect(value(text, /^costiera_http_request_duration_seconds_count\{method="GET",route="\/api\/tours\/:id",status="200"\}/)).toBeGreaterThanOrEqual(2);
  expect(text).not.toContain(tourId);
  expect(value(text, /^costiera_booking_requests_total\{outcome="accepted",status="201"\}/)).toBe(1);
  expect(value(text, /^costiera_booking_requests_total\{outcome="refused",status="400"\}/)).toBe(1);
  expect(value(text, /^costiera_read_cache_lookups_total\{region="[^"]+",result="hit"\}/)).toBeGreaterThanOrEqual(1);
  expect(value(text, /^costiera_read_cache_lookups_total\{region="[^"]+",result="miss"\}/)).toBeGreaterThanOrEqual(1);
  expect(value(text, /^costiera_outbox_lag_seconds /)).toBeGreaterThanOrEqual(0);
  for (const state of ['waiting', 'active', 'failed']) expect(value(text, new RegExp(`^costiera_queue_jobs\\{queue="events",state="${state}"\\}`))).toBeGreaterThanOrEqual(0);
  expect(value(text, /^costiera_process_cpu_seconds_total /)).toBeGreaterThan(0);
  expect(value(text, /^costiera_nodejs_eventloop_lag_p99_seconds /)).toBeGreaterThanOrEqual(0);

  // Never on the public port.
  const pub = await fetch(`${api.url}/metrics`);
  expect(await pub.text()).not.toContain('costiera_http_request_duration_seconds');
});

it('the worker: emails sent by subscriber on its own port', async () => {
  await sink.waitFor((r) => r.filter((m) => m.text.includes('Laura Bennett') || m.to.includes('metrics@example.com')).length >= 2, 30_000);
  const port = metricsPortOf(worker.output);
  expect(port).not.toBe(api.metricsPort);
  await eventually(async () => {
    const text = await scrape(port);
    return (value(text, /^costiera_emails_total\{subscriber="bookings.provider-email",result="sent"\}/) ?? 0) >= 1 && (value(text, /^costiera_emails_total\{subscriber="bookings.customer-acknowledgement",result="sent"\}/) ?? 0) >= 1;
  }, 'both emails counted by the worker');
  const text = await scrape(port);
  expect(text).toContain('costiera_queue_jobs{queue="events",state="failed"}');
  expect(text).toContain('costiera_process_resident_memory_bytes');
});

it('the metrics ports answer on 127.0.0.1 only unless METRICS_HOST says otherwise', async () => {
  // Every 127.x address reaches the loopback device: a port bound to all addresses answers on
  // 127.0.0.2, one bound to 127.0.0.1 alone does not (no network interface needed).
  const other = '127.0.0.2';
  const connects = (host: string, port: number) =>
    new Promise<boolean>((resolve) => {
      const socket = net.connect({ host, port }, () => {
        socket.destroy();
        resolve(true);
      });
      socket.on('error', () => resolve(false));
    });
  for (const port of [api.metricsPort, metricsPortOf(worker.output)]) {
    expect(await connects('127.0.0.1', port)).toBe(true);
    expect({ port, other: await connects(other, port) }).toEqual({ port, other: false });
  }
});
