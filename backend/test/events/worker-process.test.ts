import type { EventWorker } from '../../src/kernel/messaging/event-worker';
import { startTestApp, type TestApp } from '../support/test-app';
import { SmtpSink, type ReceivedEmail } from '../support/smtp-sink';
import { FAST_EVENTS_ENV, eventQueue, eventsSettled, eventually, startTestWorker } from '../support/events';
import { WorkerProcess } from '../support/worker-process';
import { SUBMITTED, eventIdOf, submitBooking, tourWithProvider } from './fixtures';
import { mentions } from '../support/references';

/** The worker as its own process (`node -r @swc-node/register src/worker.ts`): killed mid-job, and stopped gracefully. */
let sink: SmtpSink;
let app: TestApp;
let tourId: string;
let env: Record<string, string>;
const workers: WorkerProcess[] = [];
beforeAll(async () => {
  sink = await SmtpSink.start();
  // One job at a time, so the kill lands in the job the test holds. (With several jobs in
  // hand, a kill can also land in another job between its SMTP server's 250 and its inbox
  // commit: that email is sent again on retry. No mail protocol closes that window; the
  // deterministic Message-ID lets receivers fold such a duplicate.)
  env = { ...FAST_EVENTS_ENV, SMTP_URL: sink.url, WORKER_CONCURRENCY: '1' };
  app = await startTestApp(env);
  tourId = await tourWithProvider(app, await app.signInAsAdmin(), 'captain@capri-blue.test');
});
afterAll(async () => {
  for (const w of workers) w.kill('SIGKILL');
  await Promise.all(workers.map((w) => w.exited));
  await app.close();
  await sink.close();
});

const startWorker = async (extra: Record<string, string> = {}) => {
  const w = await WorkerProcess.start(app, { ...env, ...extra });
  workers.push(w);
  return w;
};
const about = (id: string, received: ReceivedEmail[] = sink.received) => received.filter((m) => mentions(m, id));
const toProvider = (to: string[]) => to.includes('captain@capri-blue.test');
const inbox = (eventId: string) =>
  app.runtime.orm.em.getConnection().execute<Array<{ subscriber: string }>>('select subscriber from messaging.inbox where event_id = ? order by subscriber', [eventId]);

it('takes a job again after its worker was killed (SIGKILL) in the middle of sending, and the email goes out once', async () => {
  const first = await startWorker();
  const held = sink.holdNext(toProvider);
  const { id } = await submitBooking(app, tourId, { customerEmail: 'crash@example.com' });
  const eventId = await eventIdOf(app, SUBMITTED, id);
  // The SMTP server holds its answer to the provider email's data: the worker is mid-send, its inbox row uncommitted.
  await held;
  first.kill('SIGKILL');
  expect((await first.exited).signal).toBe('SIGKILL');
  // Postgres rolled the killed worker's transaction back: no inbox row claims the provider email.
  await eventually(async () => !(await inbox(eventId)).some((r) => r.subscriber === 'bookings.provider-email'), 'the inbox row to roll back');

  await startWorker();
  await sink.waitFor((r) => about(id, r).length >= 2, 30_000);
  await eventsSettled(app, 30_000);
  expect(sink.droppedCount).toBe(1);
  expect(about(id).map((m) => m.to[0]).sort()).toEqual(['captain@capri-blue.test', 'crash@example.com']);
  expect((await inbox(eventId)).map((r) => r.subscriber)).toEqual(['bookings.customer-acknowledgement', 'bookings.provider-email', 'reporting.dashboard']);
}, 60_000);

it('finishes the job in hand on SIGTERM, then exits with 0', async () => {
  const running = workers.splice(0);
  for (const w of running) w.kill('SIGKILL');
  await Promise.all(running.map((w) => w.exited));
  const worker = await startWorker();
  const slow = sink.delayNext(1500, toProvider);
  const { id } = await submitBooking(app, tourId, { customerEmail: 'graceful@example.com' });
  await slow;
  // What the sink holds the moment the exit is seen: the order of events, not their clock times.
  const atExit = worker.exited.then(() => about(id).filter((m) => toProvider(m.to)).length);
  worker.kill('SIGTERM');
  const exit = await worker.exited;
  expect(exit.code).toBe(0);
  expect(await atExit).toBe(1);
  const provider = about(id).filter((m) => toProvider(m.to));
  expect(provider).toHaveLength(1);
  const queue = eventQueue(app);
  try {
    const job = (await queue.getJob(`${await eventIdOf(app, SUBMITTED, id)}.bookings.provider-email`))!;
    expect(await job.getState()).toBe('completed');
  } finally {
    await queue.closeAll();
  }
  // Whatever it had not started waits in the queue for the next worker.
  const next: EventWorker = startTestWorker(app);
  try {
    await sink.waitFor((r) => about(id, r).length >= 2);
    await eventsSettled(app);
    expect(about(id)).toHaveLength(2);
  } finally {
    await next.close();
  }
}, 60_000);
