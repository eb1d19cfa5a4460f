import { randomBytes } from 'node:crypto';
import type { bookings } from '@costiera/contracts';
import type { EventWorker } from '../../src/kernel/messaging/event-worker';
import { startTestApp, type TestApp } from '../support/test-app';
import { SmtpSink, type ReceivedEmail } from '../support/smtp-sink';
import { FAST_EVENTS_ENV, eventsSettled, startTestWorker } from '../support/events';
import { bookingBody, submitBooking } from '../events/fixtures';
import { createCategory, createTour } from '../catalog/fixtures';
import { TestClock, linkAfter, linkIn, postForm } from './booking-links';
import { mentions, withReferences } from '../support/references';

/**
 * Each reader gets the booking emails and pages in their own language: the traveller in the
 * language their request was sent in, the provider in the first of the directory's languages
 * the site has. The links open pages in the language of the email they came in.
 */
let sink: SmtpSink;
let app: TestApp;
let worker: EventWorker;
let cookie: string;
/** A tour whose provider speaks Italian first, and one whose provider speaks English only (neither translated). */
let italianTour: string;
let englishTour: string;
/** Translated into Italian, one for each provider. */
let translatedTour: string;
let translatedItalianTour: string;
const ITALIAN_PROVIDER = 'prenotazioni@limoneto.test';
const ENGLISH_PROVIDER = 'bookings@island-hop.test';
const DAY = '2027-06-12';
const clock = new TestClock();

beforeAll(async () => {
  sink = await SmtpSink.start();
  app = await startTestApp({ ...FAST_EVENTS_ENV, SMTP_URL: sink.url, BOOKING_REQUESTS_PER_MINUTE: '1000', BOOKING_PAGES_PER_MINUTE: '1000' }, { clock });
  worker = startTestWorker(app);
  cookie = await app.signInAsAdmin();
  const category = await createCategory(app, cookie, { name: 'Shared boats', slug: 'shared-boat-tour', type: 'tour' });
  for (const [id, email, languages] of [
    ['PRV-LIMONETO', ITALIAN_PROVIDER, ['Italian', 'English']],
    ['PRV-ISLAND-HOP', ENGLISH_PROVIDER, ['English']],
  ] as const) {
    const created = await app.request('POST', '/api/admin/providers', { cookie, body: { id, name: `Provider ${id}`, booking_emails: [email], languages } });
    expect(created.status).toBe(201);
  }
  const tour = { price_from: '1234.50', max_passengers: 12, meeting_point: 'Marina Grande', duration: '3 hours' };
  italianTour = await createTour(app, cookie, category, { ...tour, title: 'Giro di Capri', provider_id: 'PRV-LIMONETO', provider_name: 'Il Limoneto' });
  englishTour = await createTour(app, cookie, category, { ...tour, title: 'Capri Island Hop', provider_id: 'PRV-ISLAND-HOP', provider_name: 'Island Hop' });
  const translated = { ...tour, short_description: 'Capri from the sea', description: 'A day around the island.', included: [], not_included: [] };
  translatedTour = await createTour(app, cookie, category, { ...translated, title: 'Capri by Boat', provider_id: 'PRV-ISLAND-HOP', provider_name: 'Island Hop' });
  translatedItalianTour = await createTour(app, cookie, category, { ...translated, title: 'Amalfi Coast Cruise', provider_id: 'PRV-LIMONETO', provider_name: 'Il Limoneto' });
  for (const [id, title] of [[translatedTour, 'Capri in barca'], [translatedItalianTour, 'Crociera in Costiera Amalfitana']] as const) {
    const italian = { title, short_description: "Capri vista dal mare", description: "Una giornata intorno all'isola.", duration: '3 ore', meeting_point: 'Porto di Marina Grande', included: [], not_included: [] };
    expect((await app.request('PUT', `/api/admin/tours/${id}/translations/it`, { cookie, body: italian })).status).toBe(200);
  }
});
afterAll(async () => {
  await worker?.close();
  await app?.close();
  await sink?.close();
});

const about = (id: string, received: ReceivedEmail[] = sink.received) => received.filter((m) => mentions(m, id));
const mailAbout = async (id: string, pick: (m: ReceivedEmail) => boolean) => {
  await sink.waitFor((r) => about(id, r).some(pick));
  await eventsSettled(app);
  return about(id).find(pick)!;
};

/** A new request, the provider's email and the traveller's acknowledgement. */
async function newRequest(tourId: string, provider: string, overrides: Record<string, unknown> = {}) {
  const traveller = `t${randomBytes(3).toString('hex')}@example.com`;
  const { id } = await submitBooking(app, tourId, { customerEmail: traveller, customerName: 'Giulia Rossi', date: DAY, people: 2, ...overrides });
  const toProvider = await mailAbout(id, (m) => m.to.includes(provider));
  const toTraveller = await mailAbout(id, (m) => m.to.includes(traveller));
  return { id, traveller, toProvider, toTraveller };
}
const travellerPage = (mail: ReceivedEmail) => /\/booking\/traveller\/[A-Za-z0-9_-]{43}/.exec(mail.text)![0];

describe("booking emails and pages in the reader's language", () => {
  it('acknowledges a request sent in Italian in Italian: subject, date on the venue clock, page and <html lang>', async () => {
    const { id, traveller, toTraveller } = await newRequest(englishTour, ENGLISH_PROVIDER, { language: 'it' });
    expect(toTraveller.subject).toMatch(withReferences('Abbiamo ricevuto la Sua richiesta di prenotazione: Capri Island Hop, sabato 12 giugno 2027'));
    expect(toTraveller.text).toContain('Gentile Giulia Rossi,');
    expect(toTraveller.text).toContain('Grazie: abbiamo ricevuto la Sua richiesta di prenotare Capri Island Hop per sabato 12 giugno 2027, 2 persone.');
    // The deadline on the venue's clock, named in Italian.
    expect(toTraveller.text).toMatch(/Il fornitore Le risponderà via email entro (lun|mar|mer|gio|ven|sab|dom) \d{1,2} (gen|feb|mar|apr|mag|giu|lug|ago|set|ott|nov|dic) \d{4}, \d{2}:\d{2} \(ora di Roma\)\./);
    expect(toTraveller.text).toMatch(/Data:\s+sabato 12 giugno 2027/);
    expect(toTraveller.html).toContain('<html lang="it">');
    expect(toTraveller.html).toContain('>La Sua richiesta</a>');

    // The traveller's page is in Italian too: its language comes from the request the link opens.
    const page = await app.request<string>('GET', travellerPage(toTraveller));
    expect(page.status).toBe(200);
    expect(page.text).toContain('<html lang="it">');
    expect(page.text).toContain('<h1>La Sua richiesta di prenotazione</h1>');
    expect(page.text).toContain('<dt>Data</dt><dd>sabato 12 giugno 2027</dd>');
    expect(page.text).toContain('In attesa della risposta del fornitore, prevista entro');

    // Staff see the language in the request's details.
    const list = await app.request<{ data: bookings.AdminBookingRequest[] }>('GET', `/api/admin/booking-requests?search=${encodeURIComponent(traveller)}`, { cookie });
    expect(list.body.data.find((r) => r.id === id)?.language).toBe('it');
  });

  it('writes to a provider whose first language is Italian in Italian, and opens their Confirm and Decline pages in Italian', async () => {
    const { toProvider, toTraveller } = await newRequest(italianTour, ITALIAN_PROVIDER);
    expect(toProvider.subject).toMatch(withReferences('Nuova richiesta di prenotazione: Giro di Capri, sabato 12 giugno 2027'));
    expect(toProvider.text).toContain('Giulia Rossi vorrebbe prenotare Giro di Capri per sabato 12 giugno 2027, 2 persone.');
    expect(toProvider.html).toContain('<html lang="it">');
    expect(toProvider.html).toContain('vorrebbe prenotare <strong>Giro di Capri</strong> per <strong>sabato 12 giugno 2027</strong>');
    expect(toProvider.text).toContain('Il calendario delle Sue prenotazioni');
    // The traveller wrote in English (no language given): their acknowledgement is in English.
    expect(toTraveller.subject).toMatch(withReferences('We received your booking request: Giro di Capri, Saturday 12 June 2027'));
    expect(toTraveller.html).toContain('<html lang="en">');

    const confirm = await app.request<string>('GET', linkIn(toProvider, 'Conferma'));
    expect(confirm.status).toBe(200);
    expect(confirm.text).toContain('<html lang="it">');
    expect(confirm.text).toContain('<h2>Confermare questa prenotazione?</h2>');
    expect(confirm.text).toContain('Conferma la prenotazione</button>');
    expect(confirm.text).toContain('<h2>Disponibilità del giorno</h2>');
    const decline = await app.request<string>('GET', linkIn(toProvider, 'Rifiuta'));
    expect(decline.text).toContain('<html lang="it">');
    expect(decline.text).toContain('<h2>Rifiutare questa richiesta?</h2>');
    expect(decline.text).toContain('Chiudi questa data alle nuove richieste');
  });

  it('writes to a provider who speaks English only in English', async () => {
    const { toProvider } = await newRequest(englishTour, ENGLISH_PROVIDER, { language: 'it' });
    expect(toProvider.subject).toMatch(withReferences('New booking request: Capri Island Hop, Saturday 12 June 2027'));
    expect(toProvider.html).toContain('<html lang="en">');
    const confirm = await app.request<string>('GET', linkIn(toProvider, 'Confirm'));
    expect(confirm.text).toContain('<html lang="en">');
    expect(confirm.text).toContain('<h2>Confirm this booking?</h2>');
  });

  it("tells the traveller of the provider's decision in the request's language, not the provider's", async () => {
    // An Italian traveller, an English-speaking provider.
    const italian = await newRequest(englishTour, ENGLISH_PROVIDER, { language: 'it' });
    const confirmed = await postForm(app, linkIn(italian.toProvider, 'Confirm'));
    expect(confirmed.status).toBe(200);
    expect(confirmed.text).toContain('You confirmed this booking. The traveller has been told by email.');
    const toItalian = await mailAbout(italian.id, (m) => m.to.includes(italian.traveller) && m !== italian.toTraveller);
    expect(toItalian.subject).toMatch(withReferences('La Sua prenotazione è confermata: Capri Island Hop, sabato 12 giugno 2027'));
    expect(toItalian.text).toContain('Buone notizie: il fornitore ha confermato la Sua prenotazione di Capri Island Hop per sabato 12 giugno 2027, 2 persone.');
    expect(toItalian.text).toMatch(/Prezzo:\s+Da € 1\.234,50 x 2 persone: € 2\.469, da pagare al fornitore il giorno stesso/);
    expect(toItalian.html).toContain('<html lang="it">');

    // An English traveller, an Italian-speaking provider.
    const english = await newRequest(italianTour, ITALIAN_PROVIDER);
    const declined = await postForm(app, linkIn(english.toProvider, 'Rifiuta'), { reason: 'Siamo al completo.' });
    expect(declined.status).toBe(200);
    expect(declined.text).toContain('Ha rifiutato questa richiesta. Il cliente è stato avvisato via email.');
    const toEnglish = await mailAbout(english.id, (m) => m.to.includes(english.traveller) && m !== english.toTraveller);
    expect(toEnglish.subject).toMatch(withReferences('The provider declined your request: Giro di Capri, Saturday 12 June 2027'));
    expect(toEnglish.text).toContain('The provider said: "Siamo al completo."');
    expect(toEnglish.html).toContain('<html lang="en">');
  });

  it('takes the language from the plain form (no JavaScript) too, and lands on the status page in it', async () => {
    const fields = { customerName: 'Marco Bianchi', customerEmail: `m${randomBytes(3).toString('hex')}@example.com`, customerPhone: '', date: DAY, people: '2', message: '', language: 'it' };
    const sent = await app.request('POST', `/tours/${englishTour}/booking-request`, {
      raw: new URLSearchParams(fields).toString(),
      contentType: 'application/x-www-form-urlencoded',
      headers: { origin: 'http://costiera.test' },
    });
    expect(sent.status).toBe(303);
    const status = await app.request<string>('GET', new URL(sent.headers.get('location')!, 'http://costiera.test').pathname + '?sent=1');
    expect(status.text).toContain('<html lang="it">');
    expect(status.text).toContain('Richiesta inviata. Grazie!');
  });

  it("names the tour in the traveller's language: its Italian translation in an Italian request's acknowledgement", async () => {
    const { toTraveller, toProvider } = await newRequest(translatedTour, ENGLISH_PROVIDER, { language: 'it' });
    expect(toTraveller.subject).toMatch(withReferences('Abbiamo ricevuto la Sua richiesta di prenotazione: Capri in barca, sabato 12 giugno 2027'));
    expect(toTraveller.text).toContain('Grazie: abbiamo ricevuto la Sua richiesta di prenotare Capri in barca per sabato 12 giugno 2027, 2 persone.');
    expect(toTraveller.text).toMatch(/Tour:\s+Capri in barca\n/);
    expect(toTraveller.text).toMatch(/Durata:\s+3 ore\n/);
    expect(toTraveller.html).toContain('Capri in barca');
    expect(toTraveller.html).not.toContain('Capri by Boat');
    // Its page names it in Italian too.
    const page = await app.request<string>('GET', travellerPage(toTraveller));
    expect(page.text).toContain('<dd>Capri in barca</dd>');
    // The provider speaks English: their email names the tour by its English title.
    expect(toProvider.subject).toMatch(withReferences('New booking request: Capri by Boat, Saturday 12 June 2027'));
    expect(toProvider.text).toMatch(/Duration:\s+3 hours\n/);
  });

  it('falls back to the English title for a tour without an Italian translation', async () => {
    const { toTraveller } = await newRequest(englishTour, ENGLISH_PROVIDER, { language: 'it' });
    expect(toTraveller.subject).toMatch(withReferences('Abbiamo ricevuto la Sua richiesta di prenotazione: Capri Island Hop, sabato 12 giugno 2027'));
    expect(toTraveller.text).toMatch(/Durata:\s+3 hours\n/);
  });

  it("names the tour in the provider's language in their emails and decision pages, and the meeting point of a confirmation in the traveller's", async () => {
    const { id, traveller, toProvider, toTraveller } = await newRequest(translatedItalianTour, ITALIAN_PROVIDER, { language: 'it' });
    expect(toProvider.subject).toMatch(withReferences('Nuova richiesta di prenotazione: Crociera in Costiera Amalfitana, sabato 12 giugno 2027'));
    const confirm = await app.request<string>('GET', linkIn(toProvider, 'Conferma'));
    expect(confirm.text).toContain('<dd>Crociera in Costiera Amalfitana</dd>');
    expect(confirm.text).not.toContain('Amalfi Coast Cruise');
    expect((await postForm(app, linkIn(toProvider, 'Conferma'))).status).toBe(200);
    const confirmed = await mailAbout(id, (m) => m.to.includes(traveller) && m !== toTraveller);
    expect(confirmed.subject).toMatch(withReferences('La Sua prenotazione è confermata: Crociera in Costiera Amalfitana, sabato 12 giugno 2027'));
    expect(confirmed.text).toMatch(/Punto d'incontro:\s+Porto di Marina Grande\n/);
    // The provider's calendar feed names it in Italian too.
    const feed = await app.request<string>('GET', linkAfter(toProvider, 'Il calendario delle Sue prenotazioni'));
    expect(feed.status).toBe(200);
    expect(feed.text).toContain('SUMMARY:Crociera in Costiera Amalfitana\\, 2 persone\\, Giulia Rossi');
    expect(feed.text).toContain('LOCATION:Porto di Marina Grande');
    expect(feed.text).not.toContain('Amalfi Coast Cruise');
  });

  it('refuses a language the site does not have with a 422 naming the field, and stores nothing', async () => {
    const count = async () => Number((await app.runtime.orm.em.getConnection().execute<Array<{ n: string }>>('select count(*) as n from bookings.booking_requests'))[0]!.n);
    const before = await count();
    const res = await app.request<{ error: string; message: string; details?: Array<{ field: string; message: string }> }>('POST', '/api/booking-requests', {
      body: bookingBody(englishTour, { date: DAY, language: 'de' }),
    });
    expect(res.status).toBe(422);
    expect(res.body.message).toContain('"de"');
    expect(res.body.details).toEqual([{ field: 'language', message: "language must be one of the site's languages: en, it" }]);
    expect(await count()).toBe(before);
  });
});
