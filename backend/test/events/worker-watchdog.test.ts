import type { EventWorker } from '../../src/kernel/messaging/event-worker';
import { startTestApp, type TestApp } from '../support/test-app';
import { SmtpSink, type ReceivedEmail } from '../support/smtp-sink';
import { FAST_EVENTS_ENV, eventsSettled, startTestWorker } from '../support/events';
import { submitBooking, tourWithProvider } from './fixtures';
import { mentions } from '../support/references';

/**
 * After a Redis restart a BullMQ worker may stop taking jobs, sometimes while still claiming to
 * run (taskforcesh/bullmq#3185). The watchdog notices both and puts a new BullMQ worker in its place.
 */
let sink: SmtpSink;
let app: TestApp;
let worker: EventWorker;
let tourId: string;
beforeAll(async () => {
  sink = await SmtpSink.start();
  app = await startTestApp({ ...FAST_EVENTS_ENV, SMTP_URL: sink.url, BOOKING_REQUESTS_PER_MINUTE: '1000' });
  worker = startTestWorker(app);
  tourId = await tourWithProvider(app, await app.signInAsAdmin(), 'captain@capri-blue.test');
});
afterAll(async () => {
  await worker.close();
  await app.close();
  await sink.close();
});

const about = (id: string, received: ReceivedEmail[] = sink.received) => received.filter((m) => mentions(m, id));

it('recreates a BullMQ worker that stopped running', async () => {
  const generation = worker.generation;
  await worker.current!.close();
  const { id } = await submitBooking(app, tourId, { customerEmail: 'stopped@example.com' });
  await sink.waitFor((r) => about(id, r).length >= 2);
  expect(worker.generation).toBe(generation + 1);
  expect(worker.current!.isRunning()).toBe(true);
});

it('recreates a BullMQ worker that claims to run but takes no job while jobs wait', async () => {
  await eventsSettled(app);
  const generation = worker.generation;
  const wedged = worker.current! as unknown as { drained: boolean; moveToActive: () => Promise<undefined> };
  // The fetch loop keeps going but never gets a job: the symptom of taskforcesh/bullmq#3185 and taskforcesh/bullmq#4479.
  wedged.moveToActive = async function (this: { drained: boolean }) {
    this.drained = true;
    await new Promise((r) => setTimeout(r, 50));
    return undefined;
  };
  const { id } = await submitBooking(app, tourId, { customerEmail: 'wedged@example.com' });
  await sink.waitFor((r) => about(id, r).length >= 2);
  expect(worker.generation).toBe(generation + 1);
  await eventsSettled(app);
  expect(about(id)).toHaveLength(2);
});
