import { alternativesSentence, alternativesWords, OPEN_CALENDAR, partyRefusal, type DayAvailability, type TourCalendar } from '../../src/modules/bookings/domain/availability';
import type { BookingWindowSettings } from '../../src/modules/bookings/domain/booking-window';
import { bookingMessages } from '../../src/modules/bookings/messages/booking-messages';
import { wordsText } from '../../src/modules/bookings/messages/refusal-text';

/**
 * A refusal of a booking request is written twice: as the English sentence the rule gives (the
 * API's words) and as words of the catalogues, for the reader's language. Told in English, the
 * words must say exactly the sentence, so the two can never drift apart.
 */
const english = bookingMessages('en');
const italian = bookingMessages('it');
const SETTINGS: BookingWindowSettings = { minResponseHours: 2, horizonDays: 550 };
// 1 May 2026, 10:00 Rome time.
const NOW = new Date('2026-05-01T08:00:00Z');
const TWO_TIMES: TourCalendar = { ...OPEN_CALENDAR, capacity: 4, departures: ['09:30', '14:30'] };

const day = (date: string, overrides: Partial<DayAvailability> = {}): DayAvailability => ({ date, state: 'available', seatsLeft: null, pastCutoff: false, requestable: true, departures: [], ...overrides });

const cases: Array<[string, Parameters<typeof partyRefusal>[0], DayAvailability, TourCalendar]> = [
  ['a day beyond the window', { date: '2028-01-04', people: 2, time: null }, day('2028-01-04'), OPEN_CALENDAR],
  ['a day in the past', { date: '2026-04-20', people: 2, time: null }, day('2026-04-20'), OPEN_CALENDAR],
  ['a day whose requests closed on an earlier day', { date: '2026-05-01', people: 2, time: null }, day('2026-05-01', { pastCutoff: true }), OPEN_CALENDAR],
  ['a day whose requests closed today', { date: '2026-05-02', people: 2, time: null }, day('2026-05-02', { pastCutoff: true }), { ...OPEN_CALENDAR, cutoffHours: 18 }],
  ['a closed day', { date: '2026-05-05', people: 2, time: null }, day('2026-05-05', { state: 'closed' }), OPEN_CALENDAR],
  ['no start time chosen', { date: '2026-05-05', people: 2, time: null }, day('2026-05-05'), TWO_TIMES],
  ['a start time the tour does not have', { date: '2026-05-05', people: 2, time: '11:00' }, day('2026-05-05'), TWO_TIMES],
  ['a sold-out day', { date: '2026-05-05', people: 2, time: null }, day('2026-05-05', { state: 'sold_out', seatsLeft: 0 }), { ...OPEN_CALENDAR, capacity: 4 }],
  ['one seat left', { date: '2026-05-05', people: 2, time: null }, day('2026-05-05', { state: 'limited', seatsLeft: 1 }), { ...OPEN_CALENDAR, capacity: 4 }],
  ['a sold-out start time, another free that day', { date: '2026-05-05', people: 2, time: '09:30' }, day('2026-05-05', {
    departures: [{ time: '09:30', state: 'sold_out', seatsLeft: 0 }, { time: '14:30', state: 'available', seatsLeft: 4 }],
  }), TWO_TIMES],
  ['too few seats at a start time', { date: '2027-01-05', people: 3, time: '14:30' }, day('2027-01-05', {
    departures: [{ time: '09:30', state: 'sold_out', seatsLeft: 0 }, { time: '14:30', state: 'limited', seatsLeft: 2 }],
  }), TWO_TIMES],
];

describe('the words of a refusal', () => {
  it.each(cases)('say in English exactly what the rule says: %s', (_name, request, availability, calendar) => {
    const refusal = partyRefusal(request, availability, calendar, NOW, SETTINGS)!;
    expect(refusal).not.toBeNull();
    expect(wordsText([refusal.words], english)).toBe(refusal.reason);
  });

  it.each([
    [[], 1],
    [[], 4],
    [['2026-05-03'], 1],
    [['2026-05-03'], 4],
    [['2026-05-03', '2026-05-04', '2027-01-02'], 1],
    [['2026-05-03', '2026-05-04', '2027-01-02'], 4],
  ])('name the nearest days in English exactly as the sentence does: %j for %i', (days, people) => {
    expect(wordsText([alternativesWords(days, people, '2026-05-01')], english)).toBe(alternativesSentence(days, people, '2026-05-01'));
  });

  it('tell the same refusal in Italian', () => {
    const [, request, availability, calendar] = cases.find(([name]) => name === 'a sold-out start time, another free that day')!;
    const refusal = partyRefusal(request, availability, calendar, NOW, SETTINGS)!;
    expect(wordsText([refusal.words], italian)).toBe('Per mar 5 mag alle 09:30 i posti sono esauriti; quel giorno può ancora richiedere la partenza delle 14:30');
    expect(wordsText([alternativesWords(['2026-05-03', '2027-01-02'], 4, '2026-05-01')], italian)).toBe('; le date più vicine che può richiedere per 4 persone sono dom 3 mag e sab 2 gen 2027');
  });
});
