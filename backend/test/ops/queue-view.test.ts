import { startTestApp, type TestApp } from '../support/test-app';
import { SmtpSink } from '../support/smtp-sink';
import { FAST_EVENTS_ENV, eventQueue, eventually, startTestWorker } from '../support/events';
import type { EventWorker } from '../../src/kernel/messaging/event-worker';
import { submitBooking, tourWithProvider } from '../events/fixtures';
import { mentions } from '../support/references';

/** Bull Board at /admin/queues behind the admin session: who gets in, and a failed email retried from it. */
let sink: SmtpSink;
let app: TestApp;
let worker: EventWorker;
let admin: string;
const ORIGIN = { origin: 'http://costiera.test' };

beforeAll(async () => {
  sink = await SmtpSink.start();
  app = await startTestApp({ ...FAST_EVENTS_ENV, SMTP_URL: sink.url, EVENT_ATTEMPTS: '1' });
  admin = await app.signInAsAdmin();
  worker = startTestWorker(app);
});
afterAll(async () => {
  await worker.close();
  await app.close();
  await sink.close();
});

it('sends anonymous visitors to the admin login, refuses non-admins, shows admins the board', async () => {
  const anonymous = await app.request('GET', '/admin/queues');
  expect(anonymous.status).toBe(302);
  expect(anonymous.headers.get('location')).toMatch(/^\/admin\/login/);
  expect((await app.request('GET', '/admin/queues/api/queues')).status).toBe(401);

  const user = await app.signInAsNonAdmin();
  expect((await app.request('GET', '/admin/queues', { cookie: user })).status).toBe(403);
  expect((await app.request('GET', '/admin/queues/api/queues', { cookie: user })).status).toBe(403);

  const page = await app.request('GET', '/admin/queues', { cookie: admin });
  expect(page.status).toBe(200);
  expect(page.text).toContain('<base href="/admin/queues/"');
  // Nothing from another origin: the CSP would refuse it with a console error (Bull Board links Google Fonts).
  expect(page.text).not.toMatch(/(href|src)="https?:\/\//);
  // A way back to the back office, and no link to the board's documentation site.
  const ui = JSON.parse(/<script id="__UI_CONFIG__" type="application\/json">([^<]*)<\/script>/.exec(page.text)![1]!) as { miscLinks?: unknown; hideDocsLink?: boolean };
  expect(ui).toMatchObject({ miscLinks: [{ text: 'Back to the admin', url: '/admin/dashboard' }], hideDocsLink: true });
  expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
  const script = /src="(static\/js\/main[^"]+)"/.exec(page.text)![1]!;
  expect((await app.request('GET', `/admin/queues/${script}`, { cookie: admin })).status).toBe(200);
  const queues = await app.request<{ queues: Array<{ name: string }> }>('GET', '/admin/queues/api/queues', { cookie: admin });
  expect(queues.status).toBe(200);
  expect(queues.body.queues.map((q) => q.name)).toEqual(['events']);

  // A signed-out session is over here too.
  const other = await app.signInAsAdmin();
  expect((await app.request('GET', '/admin/queues', { cookie: other })).status).toBe(200);
  expect((await app.request('POST', '/api/admin/logout', { cookie: other, headers: ORIGIN })).status).toBeLessThan(300);
  expect((await app.request('GET', '/admin/queues', { cookie: other })).status).toBe(302);
});

it('retries a failed email job from the board (same origin only)', async () => {
  const tourId = await tourWithProvider(app, admin, 'captain@capri-blue.test');
  sink.refuseNext(1, (to) => to.includes('captain@capri-blue.test'));
  const { id } = await submitBooking(app, tourId, { customerEmail: 'retry@example.com' });
  const queue = eventQueue(app);
  try {
    const failed = await eventually(async () => (await queue.getFailed()).find((j) => j.data.subscriber === 'bookings.provider-email'), 'the provider email job to fail');
    sink.stopRefusing();
    const retry = `/admin/queues/api/queues/events/${encodeURIComponent(failed.id!)}/retry`;
    expect((await app.request('PUT', retry, { cookie: admin })).status).toBe(403);
    expect((await app.request('PUT', retry, { cookie: admin, headers: { origin: 'https://evil.test' } })).status).toBe(403);
    expect((await app.request('PUT', retry, { cookie: admin, headers: ORIGIN })).status).toBe(204);
    await sink.waitFor((r) => r.some((m) => m.to.includes('captain@capri-blue.test') && mentions(m, id)), 20_000);
  } finally {
    await queue.closeAll();
  }
});
