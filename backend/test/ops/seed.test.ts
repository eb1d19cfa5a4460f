import type { bookings, catalog } from '@costiera/contracts';
import { seedDemoData } from '../../src/seed';
import { seedId } from '../../src/seed/seed-id';
import { startTestApp, type TestApp } from '../support/test-app';

let app: TestApp;
beforeAll(async () => {
  // The seed runs on the app's clock: 23:30 Rome time on Wednesday 25 November 2026.
  app = await startTestApp({ CLOCK_START: '2026-11-25T22:30:00Z' });
});
afterAll(() => app.close());

const demoRequests = () =>
  app.runtime.orm.em.getConnection().execute<Array<{ date: string; status: string }>>(`select date, status from bookings.booking_requests order by date`);

describe('the demo data', () => {
  it('dates its booking requests from the day it runs: pending ones in the coming weeks, decided ones around today; a second run adds nothing', async () => {
    await seedDemoData(app.runtime);
    const requests = await demoRequests();
    expect(requests.length).toBeGreaterThan(5);
    const pending = requests.filter((r) => r.status === 'pending').map((r) => r.date);
    expect(pending.length).toBeGreaterThan(0);
    for (const date of pending) expect(date > '2026-11-26' && date <= '2027-01-25').toBe(true);
    const decided = requests.filter((r) => r.status !== 'pending').map((r) => r.date);
    expect(decided.some((date) => date < '2026-11-25')).toBe(true);
    expect(decided.some((date) => date > '2026-11-25')).toBe(true);
    for (const date of decided) expect(date >= '2026-10-25' && date <= '2026-12-25').toBe(true);

    expect(await seedDemoData(app.runtime)).toContain('nothing added');
    expect(await demoRequests()).toEqual(requests);
  }, 60_000);

  it('gives the demo tours believable calendars, with sold-out and closed days in the coming weeks', async () => {
    await seedDemoData(app.runtime);
    const days = async (tourKey: string, from: string, to = from) => {
      const res = await app.request<bookings.TourAvailability>('GET', `/api/tours/${seedId('tour', tourKey)}/availability?from=${from}&to=${to}`);
      expect(res.status).toBe(200);
      return res.body;
    };
    const states = async (tourKey: string, from: string, to = from) => (await days(tourKey, from, to)).days.map((d) => d.state);
    // The group boat trips sail April to October.
    expect(await states('capri-small-group-boat-from-sorrento', '2027-03-31', '2027-04-01')).toEqual(['closed', 'available']);
    expect(await states('capri-small-group-boat-from-sorrento', '2027-10-31', '2027-11-01')).toEqual(['available', 'closed']);
    // Nonna rests on Sundays (29 November 2026 is one).
    expect(await states('amalfi-nonna-home-cooking', '2026-11-28', '2026-11-30')).toEqual(['available', 'closed', 'available']);
    // The farm's class twice a day for twelve; both classes sold out eleven days after the seed's day.
    const farm = await days('sorrento-farmhouse-cooking', '2026-12-06');
    expect([farm.capacity, farm.departures, farm.days[0]!.state, farm.days[0]!.departures.map((d) => d.seatsLeft)]).toEqual([12, ['10:00', '17:00'], 'sold_out', [0, 0]]);
    expect(await states('limoncello-mozzarella-tasting', '2026-12-01')).toEqual(['sold_out']);
    // Closed by staff: a private event at the pizzeria, the driver's family wedding.
    expect(await states('naples-pizza-masterclass', '2026-12-02')).toEqual(['closed']);
    expect(await states('amalfi-coast-drive-private', '2026-11-27', '2026-11-30')).toEqual(['available', 'closed', 'closed', 'available']);
    expect((await app.request<bookings.TourCalendar>('GET', `/api/admin/tours/${seedId('tour', 'amalfi-coast-drive-private')}/calendar`, { cookie: await app.signInAsAdmin() })).body.closed_dates).toEqual([
      { date: '2026-11-28', reason: 'Our driver is at a family wedding' },
      { date: '2026-11-29', reason: 'Our driver is at a family wedding' },
    ]);
  }, 60_000);

  it('keeps the tours the browser tests book open whatever the season (at 23:30 Rome time the first date is the day after tomorrow)', async () => {
    const list = async (query: string) => (await app.request<catalog.TourListItem[]>('GET', `/api/tours${query}`)).body;
    const all = await list('');
    const boats = await list('?category=boat-tours');
    // The first tour listed, the first boat tour, and boat tours from Sorrento for three on the first date (the hero search).
    for (const tour of [all[0]!, boats[0]!]) expect([tour.title, tour.nextAvailableDate]).toEqual([tour.title, '2026-11-27']);
    expect((await list('?location=sorrento&category=boat-tours&date=2026-11-27&people=3')).length).toBeGreaterThan(0);
  });
});
