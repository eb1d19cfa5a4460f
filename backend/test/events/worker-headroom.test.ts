import Redis from 'ioredis';
import { EventWorker } from '../../src/kernel/messaging/event-worker';
import { CpuHeadroom, type CpuTimes } from '../../src/kernel/cpu-headroom';
import { broadcastChannel } from '../../src/kernel/messaging/event-broadcast';
import { startTestApp, type TestApp } from '../support/test-app';
import { SmtpSink } from '../support/smtp-sink';
import { SUBMITTED, submitBooking, tourWithProvider } from './fixtures';

/**
 * A worker on a busy machine holds back publishing and delivering (kernel/cpu-headroom.ts),
 * but tells the read caches at once what was committed: the outbox notification names the
 * events. The machine's CPU times are the test's: busy until it says otherwise.
 */
let sink: SmtpSink;
let app: TestApp;
let worker: EventWorker;
let subscriber: Redis;
let busy = true;
let ticks = 0;
const announced: string[][] = [];
const sql = <T>(q: string, p: unknown[] = []) => app.runtime.orm.em.getConnection().execute<T[]>(q, p);

/** Every reading: 100 more ticks of the machine, all of them busy in other processes while `busy`. */
const readBusyMachine = (): CpuTimes => {
  ticks += 100;
  return { machineBusy: busy ? ticks : 0, machineTotal: ticks, own: 0 };
};

beforeAll(async () => {
  sink = await SmtpSink.start();
  app = await startTestApp({ SMTP_URL: sink.url, OUTBOX_SWEEP_AGE_MS: '200', OUTBOX_SWEEP_INTERVAL_MS: '200', BOOKING_REQUESTS_PER_MINUTE: '1000' });
  subscriber = new Redis(app.config.redisUrl);
  subscriber.on('message', (_channel, message: string) => announced.push(JSON.parse(message) as string[]));
  await subscriber.subscribe(broadcastChannel(app.config));
  const cookie = await app.signInAsAdmin();
  const tourId = await tourWithProvider(app, cookie, 'captain@capri-blue.test');
  const { orm, subscribers, relay, config, logger } = app.runtime;
  const headroom = new CpuHeadroom({ deferAbove: 0.5, deferMaxMs: 3_600_000, sampleMs: 50 }, readBusyMachine);
  worker = new EventWorker({ orm, subscribers, relay, config, logger, headroom });
  worker.start();
  testState.tourId = tourId;
  // Until its first reading the worker knows nothing of the machine and goes on: wait for it.
  while (headroom.busyElsewhere < 1) await new Promise((resolve) => setTimeout(resolve, 10));
});
afterAll(async () => {
  await worker?.close();
  subscriber?.disconnect();
  await app.close();
  await sink.close();
});
const testState = { tourId: '' };

describe('a worker on a busy machine', () => {
  it('announces committed events to the read caches at once but publishes and emails them only once the machine has room', async () => {
    const { id } = await submitBooking(app, testState.tourId);
    const deadline = Date.now() + 10_000;
    while (!announced.some((names) => names.includes(SUBMITTED)) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(announced.some((names) => names.includes(SUBMITTED))).toBe(true);
    // Held back: neither the notification nor the sweep (every 200 ms here) publishes it.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const [row] = await sql<{ published_at: Date | null }>(`select published_at from messaging.outbox where name = ? and payload->>'bookingRequestId' = ?`, [SUBMITTED, id]);
    expect(row!.published_at).toBeNull();
    expect(sink.received.filter((m) => m.text.includes(id))).toHaveLength(0);

    busy = false;
    await sink.waitFor((r) => r.filter((m) => m.text.includes(id)).length >= 2, 10_000);
    const [after] = await sql<{ published_at: Date | null }>(`select published_at from messaging.outbox where name = ? and payload->>'bookingRequestId' = ?`, [SUBMITTED, id]);
    expect(after!.published_at).not.toBeNull();
  });
});
