import type { catalog } from '@costiera/contracts';
import { seedDemoData } from '../../src/seed';
import { startTestApp, type TestApp } from '../support/test-app';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ ADMIN_USERNAME: 'admin', ADMIN_PASSWORD: 'a-long-demo-password' });
  await seedDemoData(app.runtime);
}, 120_000);
afterAll(() => app.close());

const monthOf = (date: string) => new Date(`1 ${date} UTC`).getTime();

describe('the seeded demo catalogue', () => {
  it("states each tour's rating and review count as its reviews give them, the reviews newest first", async () => {
    const tours = (await app.request<catalog.TourListItem[]>('GET', '/api/tours')).body;
    expect(tours.length).toBeGreaterThan(30);
    for (const tour of tours) {
      const reviews = (await app.request<catalog.Review[]>('GET', `/api/tours/${tour.id}/reviews`)).body;
      const average = reviews.reduce((sum, r) => sum + r.rating, 0) / reviews.length;
      expect([tour.title, tour.reviewCount, Number(tour.rating)]).toEqual([tour.title, reviews.length, Math.round(average * 10) / 10]);
      const months = reviews.map((r) => monthOf(r.date));
      expect(months.every(Number.isFinite)).toBe(true);
      expect([...months].sort((a, b) => b - a)).toEqual(months);
    }
  });
});
