import { bookings } from '@costiera/contracts';
import type { EventWorker } from '../../src/kernel/messaging/event-worker';
import { blockedWordIn, issueReference, randomReferenceBody } from '../../src/modules/bookings/domain/booking-reference';
import { BOOKING_REFERENCE_DRAW, type ReferenceDraw } from '../../src/modules/bookings/infrastructure/booking-references';
import { REFERENCE_TYPO } from '../../src/modules/bookings/http/routes';
import { startTestApp, type TestApp } from '../support/test-app';
import { SmtpSink, type ReceivedEmail } from '../support/smtp-sink';
import { FAST_EVENTS_ENV, eventsSettled, startTestWorker } from '../support/events';
import { bookingBody, tourWithProvider } from '../events/fixtures';
import { linkIn } from './booking-links';

const { REFERENCE_ALPHABET: ALPHABET, readReference, referenceChecks, referenceOf } = bookings;
const FORMAT = /^CST-[0-9CFHJKMNPRTVXY]{7}$/;

/** A reference's seven characters after the prefix. */
const codeOf = (reference: string) => reference.slice('CST-'.length);

describe('the reference format and its check character', () => {
  const samples = Array.from({ length: 300 }, () => codeOf(referenceOf(randomReferenceBody())));

  it('is CST- and seven characters of an alphabet of 23 with one character of each look-alike pair and no vowel', () => {
    expect(ALPHABET).toHaveLength(23);
    expect(new Set(ALPHABET).size).toBe(23);
    for (const pair of ['0O', '0Q', '0D', '1I', '1L', '2Z', '5S', '6G', '8B', 'VU']) expect([...pair].filter((c) => ALPHABET.includes(c))).toHaveLength(1);
    for (const vowel of 'AEIOU') expect(ALPHABET).not.toContain(vowel);
    for (const code of samples) {
      expect(`CST-${code}`).toMatch(FORMAT);
      expect(referenceChecks(code)).toBe(true);
    }
  });

  it('catches every single-character substitution', () => {
    for (const code of samples) {
      for (let at = 0; at < code.length; at++) {
        for (const other of ALPHABET) {
          if (other === code[at]) continue;
          const typed = code.slice(0, at) + other + code.slice(at + 1);
          expect([typed, referenceChecks(typed)]).toEqual([typed, false]);
        }
      }
    }
  });

  it('catches every transposition of two adjacent different characters', () => {
    let swaps = 0;
    for (const code of samples) {
      for (let at = 0; at + 1 < code.length; at++) {
        if (code[at] === code[at + 1]) continue;
        const typed = code.slice(0, at) + code[at + 1] + code[at] + code.slice(at + 2);
        expect([typed, referenceChecks(typed)]).toEqual([typed, false]);
        swaps++;
      }
    }
    expect(swaps).toBeGreaterThan(1500);
  });

  it('reads a typed reference forgiving case, spaces, the prefix and look-alike characters', () => {
    const reference = referenceOf('01562V');
    const code = codeOf(reference);
    for (const typed of [reference, code, `cst${code.toLowerCase()}`, `CST ${code.slice(0, 3)} ${code.slice(3)}`, ` ${code.toLowerCase()} `, `cst-oi5g2u${code[6]}`, `C5T-OL5GZU${code[6]}`, `cst - dl s6 2v ${code[6]}`]) {
      expect([typed, readReference(typed)]).toEqual([typed, expect.objectContaining({ kind: 'reference', value: reference })]);
    }
  });

  it('calls a reference with a wrong check character, or one too few or too many, a typo; a name or an address is no reference', () => {
    const code = codeOf(referenceOf('7F3KR9'));
    const wrong = code.slice(0, 6) + ALPHABET[(ALPHABET.indexOf(code[6]!) + 1) % 23];
    expect(readReference(`CST-${wrong}`)).toEqual({ kind: 'typo' });
    expect(readReference(wrong.toLowerCase())).toEqual({ kind: 'typo' });
    expect(readReference(`CST-${code.slice(0, 6)}`)).toEqual({ kind: 'typo' });
    expect(readReference(`CST-${code}7`)).toEqual({ kind: 'typo' });
    for (const other of ['Rossi', 'giulia@example.com', 'Giulia Rossi', 'ca', '']) expect(readReference(other)).toEqual({ kind: 'none' });
  });
});

describe('words a reference must not spell', () => {
  it('finds a blocked word anywhere in a reference, digits read as the letters they resemble', () => {
    expect(blockedWordIn('F1CK007')).toBe('FICK');
    expect(blockedWordIn('0C4220X')).toBe('CAZZO');
    expect(blockedWordIn('XX5H1TX')).toBe('SHIT');
    expect(blockedWordIn('7F3KR9R')).toBeNull();
  });

  it('draws again when the characters drawn spell a blocked word, in English, Italian or German', async () => {
    for (const blocked of ['5H17XX', 'M3R04X', '4R5CHX']) {
      const draws = [blocked, '7F3KR9'];
      const reference = await issueReference(() => draws.shift()!, async () => false);
      expect(reference).toBe(referenceOf('7F3KR9'));
      expect(draws).toEqual([]);
    }
  });
});

describe('references of booking requests', () => {
  let sink: SmtpSink;
  let app: TestApp;
  let worker: EventWorker;
  let cookie: string;
  let tourId: string;
  /** What the next draws give (then random ones): a test forces a collision or a blocked word with it. */
  const forced: string[] = [];
  const PROVIDER = 'captain@references.test';

  beforeAll(async () => {
    sink = await SmtpSink.start();
    app = await startTestApp({ ...FAST_EVENTS_ENV, SMTP_URL: sink.url, BOOKING_REQUESTS_PER_MINUTE: '1000', BOOKING_PAGES_PER_MINUTE: '1000' });
    app.runtime.container.rebindSync<ReferenceDraw>(BOOKING_REFERENCE_DRAW).toConstantValue(() => forced.shift() ?? randomReferenceBody());
    worker = startTestWorker(app);
    cookie = await app.signInAsAdmin();
    tourId = await tourWithProvider(app, cookie, PROVIDER, 'Capri by Boat');
  });
  afterAll(async () => {
    await worker?.close();
    await app?.close();
    await sink?.close();
  });

  const submit = async (overrides: Record<string, unknown> = {}) => {
    const res = await app.request<bookings.BookingRequestReceipt>('POST', '/api/booking-requests', { body: bookingBody(tourId, { date: '2027-06-12', people: 2, ...overrides }) });
    expect(res.status).toBe(201);
    return res.body;
  };
  const list = (search: string) => app.request<{ data: bookings.AdminBookingRequest[]; pagination: { total: number } }>('GET', `/api/admin/booking-requests?search=${encodeURIComponent(search)}`, { cookie });
  const stored = async (id: string) =>
    (await app.runtime.orm.em.getConnection().execute<Array<{ reference: string }>>('select reference from bookings.booking_requests where id = ?', [id]))[0]?.reference;
  const mailsAbout = async (reference: string, n: number): Promise<ReceivedEmail[]> => {
    await sink.waitFor((r) => r.filter((m) => m.text.includes(reference)).length >= n);
    await eventsSettled(app);
    return sink.received.filter((m) => m.text.includes(reference));
  };

  it('gives each request a reference at submission: stored, answered, unique in the database', async () => {
    const receipt = await submit({ customerEmail: 'first@example.com' });
    expect(receipt.reference).toMatch(FORMAT);
    expect(referenceChecks(codeOf(receipt.reference))).toBe(true);
    expect(await stored(receipt.id)).toBe(receipt.reference);
    const copy = app.runtime.orm.em
      .getConnection()
      .execute(`insert into bookings.booking_requests (id, reference, tour_id, customer_name, customer_email, date, people) values (gen_random_uuid(), ?, ?, 'Copy', 'copy@example.com', '2027-06-12', 1)`, [receipt.reference, tourId]);
    await expect(copy).rejects.toThrow(/booking_requests_reference_key/);
  });

  it('draws again when the characters drawn give a reference already issued', async () => {
    const first = await submit({ customerEmail: 'taken@example.com' });
    forced.push(codeOf(first.reference).slice(0, 6), 'XK4MN7');
    const second = await submit({ customerEmail: 'second@example.com' });
    expect(forced).toEqual([]);
    expect(second.reference).toBe(referenceOf('XK4MN7'));
  });

  it('never issues again the reference of a deleted request', async () => {
    forced.push('RT9PJ3');
    const gone = await submit({ customerEmail: 'gone@example.com' });
    expect(gone.reference).toBe(referenceOf('RT9PJ3'));
    expect((await app.request('DELETE', `/api/admin/booking-requests/${gone.id}`, { cookie })).status).toBe(204);
    forced.push('RT9PJ3', 'HT8CN4');
    const next = await submit({ customerEmail: 'next@example.com' });
    expect(forced).toEqual([]);
    expect(next.reference).toBe(referenceOf('HT8CN4'));
  });

  it('never issues a reference that spells a blocked word', async () => {
    forced.push('CV10XX', 'K4CK3X', 'MN3PT7');
    expect(blockedWordIn(codeOf(referenceOf('CV10XX')))).toBe('CULO');
    expect(blockedWordIn(codeOf(referenceOf('K4CK3X')))).toBe('KACKE');
    const receipt = await submit({ customerEmail: 'polite@example.com' });
    expect(forced).toEqual([]);
    expect(receipt.reference).toBe(referenceOf('MN3PT7'));
  });

  it('gives two requests built at once from the same characters two references (the unique index and the group commit)', async () => {
    forced.push('JJ7KK9', 'JJ7KK9');
    const [a, b] = await Promise.all([submit({ customerEmail: 'twin-a@example.com' }), submit({ customerEmail: 'twin-b@example.com' })]);
    expect(a!.reference).not.toBe(b!.reference);
    for (const r of [a!, b!]) {
      expect(await stored(r.id)).toBe(r.reference);
      expect(referenceChecks(codeOf(r.reference))).toBe(true);
    }
  });

  it('finds a request in the admin list by its reference typed in lower case, with spaces, with or without the prefix, with look-alikes', async () => {
    forced.push('01562V');
    const receipt = await submit({ customerEmail: 'lookalike@example.com', customerName: 'Ottavia Lookalike' });
    const check = codeOf(receipt.reference)[6]!.toLowerCase();
    for (const typed of [receipt.reference, `cst oi5 g2u ${check}`, `OL5GZU${check}`, `c5t-0156 2v${check}`, ` cst ${codeOf(receipt.reference).toLowerCase()} `]) {
      const res = await list(typed);
      expect([typed, res.status]).toEqual([typed, 200]);
      expect([typed, res.body.data.map((r) => r.id), res.body.pagination.total]).toEqual([typed, [receipt.id], 1]);
      expect(res.body.data[0]!.reference).toBe(receipt.reference);
    }
    // Names and addresses are still searched.
    expect((await list('Ottavia Lookalike')).body.data.map((r) => r.reference)).toEqual([receipt.reference]);
  });

  it('answers a reference with a wrong check character with a 400 that says it has a typo', async () => {
    const receipt = await submit({ customerEmail: 'typo@example.com' });
    const code = codeOf(receipt.reference);
    const swapped = code.slice(0, 2) + code[3] + code[2] + code.slice(4);
    const typos = [`CST-${code.slice(0, 6)}${ALPHABET[(ALPHABET.indexOf(code[6]!) + 1) % 23]}`, ...(code[2] !== code[3] ? [`cst ${swapped}`] : []), `CST-${code.slice(1)}`];
    for (const typed of typos) {
      const res = await list(typed);
      expect([typed, res.status, res.body]).toEqual([typed, 400, { error: 'bad_request', message: REFERENCE_TYPO, details: [{ field: 'search', message: 'is a booking reference with a typo' }] }]);
    }
  });

  it('shows the reference in the subject and body of the emails, in both languages, and on the status and decision pages', async () => {
    const english = await submit({ customerEmail: 'emails-en@example.com' });
    const italian = await submit({ customerEmail: 'emails-it@example.com', language: 'it' });
    for (const [receipt, traveller, subject, label] of [
      [english, 'emails-en@example.com', 'We received your booking request: Capri by Boat, Saturday 12 June 2027', 'Reference:'],
      [italian, 'emails-it@example.com', 'Abbiamo ricevuto la Sua richiesta di prenotazione: Capri by Boat, sabato 12 giugno 2027', 'Riferimento:'],
    ] as const) {
      const mails = await mailsAbout(receipt.reference, 2);
      const toTraveller = mails.find((m) => m.to.includes(traveller))!;
      expect(toTraveller.subject).toBe(`${subject} (${receipt.reference})`);
      expect(toTraveller.text).toMatch(new RegExp(`^${label}\\s+${receipt.reference}$`, 'm'));
      expect(toTraveller.html).toContain(receipt.reference);
      const toProvider = mails.find((m) => m.to.includes(PROVIDER))!;
      expect(toProvider.subject).toBe(`New booking request: Capri by Boat, Saturday 12 June 2027 (${receipt.reference})`);
      expect(toProvider.text).toMatch(new RegExp(`^Reference:\\s+${receipt.reference}$`, 'm'));
      expect(toProvider.text).not.toContain(receipt.id);

      const status = await app.request<string>('GET', new URL(receipt.status_url).pathname);
      expect(status.text).toContain(`<dd>${receipt.reference}</dd>`);
      const decision = await app.request<string>('GET', linkIn(toProvider, 'Confirm'));
      expect(decision.status).toBe(200);
      expect(decision.text).toContain(`<dt>Reference</dt><dd>${receipt.reference}</dd>`);
    }
  });

  it('shows the reference in the subject and body of a status email', async () => {
    const receipt = await submit({ customerEmail: 'status@example.com' });
    await mailsAbout(receipt.reference, 2);
    const changed = await app.request('PUT', `/api/admin/booking-requests/${receipt.id}`, { cookie, body: { status: 'confirmed' } });
    expect(changed.status).toBe(200);
    expect((changed.body as bookings.AdminBookingRequest).reference).toBe(receipt.reference);
    const confirmed = (await mailsAbout(receipt.reference, 4)).find((m) => m.subject.startsWith('Your booking is confirmed'))!;
    expect(confirmed.subject).toBe(`Your booking is confirmed: Capri by Boat, Saturday 12 June 2027 (${receipt.reference})`);
    expect(confirmed.text).toMatch(new RegExp(`^Reference:\\s+${receipt.reference}$`, 'm'));
  });
});
