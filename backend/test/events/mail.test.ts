import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import type { EventWorker } from '../../src/kernel/messaging/event-worker';
import { formatDay, formatVenueMoment } from '../../src/modules/bookings/notifications/email-dates';
import { escapeHtml, html, paragraphText } from '../../src/modules/bookings/notifications/html';
import { messageIdFor } from '../../src/kernel/mail/mailer';
import { startTestApp, type TestApp } from '../support/test-app';
import { FAST_EVENTS_ENV, eventsSettled, startTestWorker } from '../support/events';
import { SUBMITTED, eventIdOf, submitBooking, tourWithProvider } from './fixtures';

describe('email formatting', () => {
  it('shows a booking date as the traveller chose it, whatever the time zone of the process', () => {
    expect(formatDay('2026-12-12')).toBe('Saturday 12 December 2026');
    expect(formatDay('2027-01-01')).toBe('Friday 1 January 2027');
    expect(formatDay('2026-03-29')).toBe('Sunday 29 March 2026');
  });

  it('shows a moment on the venue clock (Europe/Rome), summer time included', () => {
    expect(formatVenueMoment('2026-11-21T23:30:00Z')).toBe('Sun 22 Nov 2026, 00:30 (Rome time)');
    expect(formatVenueMoment('2026-07-01T10:05:00Z')).toBe('Wed 1 Jul 2026, 12:05 (Rome time)');
  });

  it('escapes every interpolated value, but not nested templates', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
    const name = '<script>alert(1)</script>';
    expect(html`<p>${name}</p>${html`<b>${'&'}</b>`}${[html`<i>${'<'}</i>`, '>']}`.value).toBe('<p>&lt;script&gt;alert(1)&lt;/script&gt;</p><b>&amp;</b><i>&lt;</i>&gt;');
    expect(paragraphText('a <b>\nb').value).toBe('a &lt;b&gt;<br>b');
  });

  it('makes the same Message-ID for the same event and template', () => {
    expect(messageIdFor('0b6f3e2a-1111-4c3d-8e9f-000000000001', 'provider-booking-request', 'Costiera <no-reply@costiera.it>')).toBe(
      '<0b6f3e2a-1111-4c3d-8e9f-000000000001.provider-booking-request@costiera.it>',
    );
    expect(messageIdFor('e', 't', 'bookings@example.com')).toBe('<e.t@example.com>');
  });
});

describe('without SMTP_URL', () => {
  let app: TestApp;
  let worker: EventWorker;
  beforeAll(async () => {
    app = await startTestApp(FAST_EVENTS_ENV);
    worker = startTestWorker(app);
  });
  afterAll(async () => {
    await worker.close();
    await app.close();
  });

  it('writes each email as an .eml file under MAIL_DIR, named after its Message-ID', async () => {
    const tourId = await tourWithProvider(app, await app.signInAsAdmin(), 'captain@capri-blue.test');
    const logged: string[] = [];
    const info = app.runtime.logger.info.bind(app.runtime.logger);
    jest.spyOn(app.runtime.logger, 'info').mockImplementation(((obj: unknown, msg?: string) => {
      if (typeof msg === 'string') logged.push(msg);
      return info(obj as object, msg);
    }) as typeof app.runtime.logger.info);
    const { id } = await submitBooking(app, tourId, { customerEmail: 'file@example.com' });
    await eventsSettled(app);
    const eventId = await eventIdOf(app, SUBMITTED, id);
    const files = (await readdir(app.config.mailDir)).filter((f) => f.startsWith(eventId)).sort();
    expect(files).toEqual([`${eventId}.customer-booking-received_costiera.local.eml`, `${eventId}.provider-booking-request_costiera.local.eml`]);
    const provider = await readFile(path.join(app.config.mailDir, files[1]!), 'utf8');
    expect(provider).toContain('To: captain@capri-blue.test');
    expect(provider).toMatch(new RegExp(`Message-ID:\\s+<${eventId}\\.provider-booking-request@costiera\\.local>`));
    expect(provider).toMatch(/Content-Type: text\/plain/);
    expect(provider).toMatch(/Content-Type: text\/html/);
    expect(logged.filter((m) => m === 'email written to a file (no SMTP_URL configured)')).toHaveLength(2);
  });
});
