import pino from 'pino';
import { EventWorker } from '../../src/kernel/messaging/event-worker';
import { SetAdminAccount } from '../../src/modules/identity';
import { startTestApp, type TestApp } from '../support/test-app';
import { SmtpSink } from '../support/smtp-sink';
import { eventsSettled, FAST_EVENTS_ENV } from '../support/events';
import { bookingBody, tourWithProvider } from './fixtures';

/** One booking followed in the logs: the POST's request id travels with its events to each delivery. */
let app: TestApp;
let sink: SmtpSink;
let worker: EventWorker;
const lines: Array<Record<string, unknown>> = [];

beforeAll(async () => {
  sink = await SmtpSink.start();
  app = await startTestApp({ SMTP_URL: sink.url, ...FAST_EVENTS_ENV });
  const logger = pino({ level: 'info' }, { write: (line: string) => lines.push(JSON.parse(line) as Record<string, unknown>) });
  const { orm, subscribers, relay, reconciler, config } = app.runtime;
  worker = new EventWorker({ orm, subscribers, relay, reconciler, config, logger });
  worker.start();
});
afterAll(async () => {
  await worker.close();
  await app.close();
  await sink.close();
});

it('carries the request id from the POST to the outbox row and to every delivery of its event', async () => {
  const cookie = await app.signInAsAdmin();
  const tourId = await tourWithProvider(app, cookie, 'provider@example.com');
  const res = await app.request<{ id: string }>('POST', '/api/booking-requests', { body: bookingBody(tourId), headers: { 'x-request-id': 'trace-booking-0001' } });
  expect(res.status).toBe(201);
  expect(res.headers.get('x-request-id')).toBe('trace-booking-0001');
  const [row] = await app.runtime.orm.em
    .getConnection()
    .execute<Array<{ request_id: string | null }>>(`select request_id from messaging.outbox where payload->>'bookingRequestId' = ?`, [res.body.id]);
  expect(row!.request_id).toBe('trace-booking-0001');

  await eventsSettled(app);
  const delivered = lines.filter((l) => l.msg === 'event delivered' && l.requestId === 'trace-booking-0001').map((l) => l.subscriber);
  expect(delivered.sort()).toEqual(['bookings.customer-acknowledgement', 'bookings.provider-email', 'reporting.dashboard']);
  expect(sink.received.filter((m) => m.to.includes('provider@example.com'))).toHaveLength(1);
});

it('records no request id for what happens outside a request (the cli, the seed)', async () => {
  await app.runtime.commands.execute(new SetAdminAccount('night-shift', 'a-long-night-password'));
  const [row] = await app.runtime.orm.em
    .getConnection()
    .execute<Array<{ request_id: string | null }>>(`select request_id from messaging.outbox where name like 'identity.%' order by occurred_at desc limit 1`);
  expect(row!.request_id).toBeNull();
});
