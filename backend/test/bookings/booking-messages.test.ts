import { parse } from '@formatjs/icu-messageformat-parser';
import { BookingMessages, CATALOGUES, bookingMessages } from '../../src/modules/bookings/messages/booking-messages';
import { BookingLanguages } from '../../src/modules/bookings/messages/booking-languages';
import { providerLanguage } from '../../src/modules/bookings/domain/provider-language';
import { dayLoadSentence } from '../../src/modules/bookings/domain/day-load';
import { partyPrice } from '../../src/modules/bookings/notifications/confirmation-details';

describe("the bookings' message catalogues", () => {
  it('has the same messages in every language', () => {
    const english = Object.keys(CATALOGUES.en!).sort();
    for (const [language, catalogue] of Object.entries(CATALOGUES)) expect({ language, keys: Object.keys(catalogue).sort() }).toEqual({ language, keys: english });
  });

  it.each(Object.entries(CATALOGUES).flatMap(([language, catalogue]) => Object.entries(catalogue).map(([id, message]) => [language, id, message] as const)))(
    '%s %s is ICU MessageFormat',
    (_language, _id, message) => expect(() => parse(message)).not.toThrow(),
  );

  it('falls back to English for a message a catalogue lacks', () => {
    const { 'ack.follow': _missing, ...rest } = CATALOGUES.it!;
    const partial = new BookingMessages('it', rest);
    expect(partial.t('ack.follow')).toBe(CATALOGUES.en!['ack.follow']);
    expect(partial.t('ack.heading')).toBe('Abbiamo ricevuto la Sua richiesta di prenotazione');
  });
});

describe('dates and prices in the reader’s language', () => {
  const it_ = bookingMessages('it');
  const en = bookingMessages('en');

  it('writes a calendar day in full, never moved by a time zone', () => {
    expect(en.day('2027-05-15')).toBe('Saturday 15 May 2027');
    expect(it_.day('2027-05-15')).toBe('sabato 15 maggio 2027');
    expect(it_.day('2026-12-12')).toBe('sabato 12 dicembre 2026');
  });

  it('writes an instant on the venue clock with the zone named', () => {
    // 16:00 UTC in June is 18:00 in Rome (summer time).
    expect(en.moment('2027-06-11T16:00:00Z')).toBe('Fri 11 Jun 2027, 18:00 (Rome time)');
    expect(it_.moment('2027-06-11T16:00:00Z')).toBe('ven 11 giu 2027, 18:00 (ora di Roma)');
    expect(it_.momentAt('2027-06-12T12:03:00Z')).toBe('sab 12 giu 2027 alle 14:03 (ora di Roma)');
  });

  it('writes prices as each language does', () => {
    expect(en.money(123450, 'EUR')).toBe('€1,234.50');
    expect(it_.money(123450, 'EUR')).toBe('€ 1.234,50');
    expect(it_.money(11000, 'EUR')).toBe('€ 110');
    expect(partyPrice({ priceFrom: '55.00', currency: 'EUR', priceUnit: 'person' }, 2, it_)).toBe('Da € 55 x 2 persone: € 110, da pagare al fornitore il giorno stesso');
    expect(partyPrice({ priceFrom: '1350.00', currency: 'EUR', priceUnit: 'boat' }, 8, it_)).toBe('Da € 1.350 a barca, da pagare al fornitore il giorno stesso');
  });

  it('counts people and seats with the plural rules of the language', () => {
    expect([it_.people(1), it_.people(3), en.people(1), en.people(3)]).toEqual(['1 persona', '3 persone', '1 person', '3 people']);
    const load = { date: '2027-06-12', departure: '09:30', capacity: 12, closed: false, confirmed: { requests: 1, people: 2 }, pending: { requests: 0, people: 0 } };
    expect(dayLoadSentence(load, '2027-05-01', it_)).toBe('sab 12 giu, 09:30: 2 su 12 posti occupati (1 richiesta confermata, 0 in attesa), senza contare questa richiesta.');
  });
});

describe("which language a reader's emails are in", () => {
  it("gives a provider the first of the directory's languages the site has, else English", () => {
    expect(providerLanguage(['Italian', 'English'], ['en', 'it'])).toBe('it');
    expect(providerLanguage(['English', 'Italian'], ['en', 'it'])).toBe('en');
    expect(providerLanguage(['German', 'Italian'], ['en', 'it'])).toBe('it');
    expect(providerLanguage(['Spanish'], ['en', 'it'])).toBe('en');
    expect(providerLanguage(['German'], ['en', 'it', 'de'])).toBe('de');
    expect(providerLanguage([], ['en', 'it'])).toBe('en');
  });

  it('writes in English to a reader whose language the site no longer lists, or has no catalogue for', () => {
    expect(new BookingLanguages(['en']).of('it').language).toBe('en');
    expect(new BookingLanguages(['en', 'it', 'de']).of('de').language).toBe('en');
    expect(new BookingLanguages(['en', 'it']).traveller({ language: 'it' }).language).toBe('it');
  });
});
