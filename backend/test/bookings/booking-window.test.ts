import { bookingWindowAt, bookingWindowRefusal, type BookingWindowSettings } from '../../src/modules/bookings/domain/booking-window';

const DEFAULTS: BookingWindowSettings = { minResponseHours: 2, horizonDays: 550 };
const at = (instant: string) => new Date(instant);
const refusal = (date: string, instant: string, settings = DEFAULTS) => bookingWindowRefusal(date, at(instant), settings);

// docs/spec-deviations.md#booking-window
describe('which dates a traveller can request', () => {
  it('takes a request for tomorrow until 16:00 Rome time (two hours before the 18:00 respond-by bound), not a minute later', () => {
    // Wednesday 25 November 2026, winter time (UTC+1): 15:59, 16:00 and 16:01 in Rome.
    expect(refusal('2026-11-26', '2026-11-25T14:59:00Z')).toBeNull();
    expect(refusal('2026-11-26', '2026-11-25T15:00:00Z')).toBeNull();
    expect(refusal('2026-11-26', '2026-11-25T15:01:00Z')).toBe('Requests for Thu 26 Nov closed at 16:00 Rome time; the first date you can request is Fri 27 Nov');
  });

  it('closes a date two days ahead at 18:00 Rome time the day before its respond-by bound when the provider needs 24 hours', () => {
    const day = { ...DEFAULTS, minResponseHours: 24 };
    expect(refusal('2026-11-27', '2026-11-25T16:59:00Z', day)).toBeNull();
    expect(refusal('2026-11-27', '2026-11-25T17:01:00Z', day)).toBe('Requests for Fri 27 Nov closed at 18:00 Rome time; the first date you can request is Sat 28 Nov');
  });

  it('at 23:30 Rome time offers the day after tomorrow first, and says when today and tomorrow closed', () => {
    const lateEvening = '2026-11-25T22:30:00Z';
    expect(bookingWindowAt(at(lateEvening), DEFAULTS)).toEqual({ firstDate: '2026-11-27', lastDate: '2028-05-28', timeZone: 'Europe/Rome' });
    expect(refusal('2026-11-26', lateEvening)).toBe('Requests for Thu 26 Nov closed at 16:00 Rome time; the first date you can request is Fri 27 Nov');
    expect(refusal('2026-11-25', lateEvening)).toBe('Requests for Wed 25 Nov closed on Tue 24 Nov at 16:00 Rome time; the first date you can request is Fri 27 Nov');
    expect(refusal('2026-11-27', lateEvening)).toBeNull();
  });

  it('counts days on the Rome calendar, not in UTC: at 00:30 Rome time it is already tomorrow', () => {
    // 23:30 UTC on the 25th is 00:30 on the 26th in Rome.
    expect(bookingWindowAt(at('2026-11-25T23:30:00Z'), DEFAULTS)).toEqual({ firstDate: '2026-11-27', lastDate: '2028-05-29', timeZone: 'Europe/Rome' });
  });

  it('keeps 16:00 Rome time on the day summer time starts (Sunday 28 March 2027, UTC+1 -> UTC+2)', () => {
    expect(refusal('2027-03-29', '2027-03-28T13:59:00Z')).toBeNull();
    expect(refusal('2027-03-29', '2027-03-28T14:01:00Z')).toBe('Requests for Mon 29 Mar closed at 16:00 Rome time; the first date you can request is Tue 30 Mar');
    // The day before the change is still winter time.
    expect(refusal('2027-03-28', '2027-03-27T14:59:00Z')).toBeNull();
    expect(refusal('2027-03-28', '2027-03-27T15:01:00Z')).not.toBeNull();
  });

  it('keeps 16:00 Rome time on the day summer time ends (Sunday 25 October 2026, UTC+2 -> UTC+1)', () => {
    expect(refusal('2026-10-26', '2026-10-25T14:59:00Z')).toBeNull();
    expect(refusal('2026-10-26', '2026-10-25T15:01:00Z')).toBe('Requests for Mon 26 Oct closed at 16:00 Rome time; the first date you can request is Tue 27 Oct');
    expect(refusal('2026-10-25', '2026-10-24T13:59:00Z')).toBeNull();
    expect(refusal('2026-10-25', '2026-10-24T14:01:00Z')).not.toBeNull();
  });

  it('refuses a past date, naming the first date that can still be requested', () => {
    expect(refusal('2020-01-01', '2026-11-25T10:00:00Z')).toBe('Wed 1 Jan 2020 is in the past; the first date you can request is Thu 26 Nov');
  });

  it('refuses a date beyond the horizon, naming the last date that can be requested', () => {
    expect(refusal('9999-12-31', '2026-11-25T10:00:00Z')).toBe('Fri 31 Dec 9999 is too far ahead; the last date you can request is Sun 28 May 2028');
  });

  it('takes the horizon day itself and not the day after; at midnight Rome time the horizon moves on', () => {
    expect(refusal('2028-05-28', '2026-11-25T22:59:59Z')).toBeNull();
    expect(refusal('2028-05-29', '2026-11-25T22:59:59Z')).toBe('Mon 29 May 2028 is too far ahead; the last date you can request is Sun 28 May 2028');
    expect(refusal('2028-05-29', '2026-11-25T23:00:00Z')).toBeNull();
    expect(bookingWindowAt(at('2026-11-25T10:00:00Z'), { minResponseHours: 2, horizonDays: 30 }).lastDate).toBe('2026-12-25');
  });
});
