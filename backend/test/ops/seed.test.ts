import { seedDemoData } from '../../src/seed';
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
});
