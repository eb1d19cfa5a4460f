import { partyPrice } from '../../src/modules/bookings/notifications/confirmation-details';
import { durationMinutes } from '../../src/modules/bookings/pages/provider-calendar';
import { dayLoadSentence, type DayLoad } from '../../src/modules/bookings/domain/day-load';

const tour = { providerId: 'PRV-1', title: 'Capri by Boat', location: 'Sorrento', duration: '2 hours', providerName: 'Capri Blue', providerEmail: null, providerEmails: [], providerPhone: null, meetingPoint: 'Pier 3' };

describe("the party's price in a confirmation", () => {
  it('multiplies a price per person by the party, in the tour currency', () => {
    expect(partyPrice({ ...tour, priceFrom: '55.00', currency: 'EUR', priceUnit: 'person' }, 2)).toBe('From €55 x 2 people: €110, paid to the provider on the day');
    expect(partyPrice({ ...tour, priceFrom: '27.50', currency: 'GBP', priceUnit: 'person' }, 3)).toBe('From £27.50 x 3 people: £82.50, paid to the provider on the day');
    expect(partyPrice({ ...tour, priceFrom: '450.00', currency: 'USD', priceUnit: 'person' }, 1)).toBe('From $450 x 1 person: $450, paid to the provider on the day');
    expect(partyPrice({ ...tour, priceFrom: '110.00', currency: 'EUR', priceUnit: 'person' }, 12)).toBe('From €110 x 12 people: €1,320, paid to the provider on the day');
  });

  it('quotes a boat, a day or a transfer once, whatever the party', () => {
    expect(partyPrice({ ...tour, priceFrom: '1350.00', currency: 'EUR', priceUnit: 'boat' }, 8)).toBe('From €1,350 per boat, paid to the provider on the day');
    expect(partyPrice({ ...tour, priceFrom: '45.00', currency: 'EUR', priceUnit: 'day' }, 2)).toBe('From €45 per day, paid to the provider on the day');
    expect(partyPrice({ ...tour, priceFrom: '120.00', currency: 'EUR', priceUnit: 'transfer' }, 4)).toBe('From €120 per transfer, paid to the provider on the day');
  });
});

describe("a tour's length in the calendar feed", () => {
  it.each([
    ['2 hours', 120],
    ['Full day (8 hours)', 480],
    ['3.5 hours', 210],
    ['1 hour', 60],
    ['90 minutes', 90],
    ['Full day', null],
    ['Half day', null],
  ])('reads "%s" as %p minutes', (text, minutes) => expect(durationMinutes(text)).toBe(minutes));
});

describe('how full the day is, in the words of the decision page', () => {
  const load = (over: Partial<DayLoad>): DayLoad => ({ date: '2027-06-12', departure: null, capacity: 12, closed: false, confirmed: { requests: 0, people: 0 }, pending: { requests: 0, people: 0 }, ...over });
  it('counts seats against the capacity, and names the departure', () => {
    expect(dayLoadSentence(load({ confirmed: { requests: 3, people: 7 }, pending: { requests: 1, people: 1 } }), '2027-05-01')).toBe('Sat 12 Jun: 8 of 12 seats taken (3 confirmed requests, 1 pending), not counting this request.');
    expect(dayLoadSentence(load({ departure: '09:30', confirmed: { requests: 1, people: 2 } }), '2026-05-01')).toBe('Sat 12 Jun 2027, 09:30: 2 of 12 seats taken (1 confirmed request, 0 pending), not counting this request.');
  });
  it('says when there is no capacity, no other request, or the day is closed', () => {
    expect(dayLoadSentence(load({ capacity: null, pending: { requests: 2, people: 5 } }), '2027-05-01')).toBe('Sat 12 Jun: 5 people in other requests (0 confirmed requests, 2 pending); no capacity set.');
    expect(dayLoadSentence(load({}), '2027-05-01')).toBe('Sat 12 Jun: no other requests yet (all 12 seats free).');
    expect(dayLoadSentence(load({ capacity: null, closed: true }), '2027-05-01')).toBe('Sat 12 Jun: no other requests yet (no capacity set). The day is closed for new requests.');
  });
});
