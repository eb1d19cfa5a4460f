import { isRight } from 'fp-ts/Either';
import type * as t from 'io-ts';
import { PathReporter } from 'io-ts/PathReporter';
import type { TestApp } from '../support/test-app';

/** Asserts that an answer has the contract's shape (the frontends decode it the same way). */
export function expectShape(codec: t.Mixed, body: unknown): void {
  const result = codec.decode(body);
  if (!isRight(result)) throw new Error(`answer does not match ${codec.name}: ${PathReporter.report(result).join('; ')}`);
}

export async function createCategory(app: TestApp, cookie: string, body: { name: string; slug: string; type: 'tour' | 'article' | 'page'; description?: string }) {
  const res = await app.request<{ id: string }>('POST', '/api/admin/categories', { cookie, body });
  if (res.status !== 201) throw new Error(`category not created: ${res.status} ${res.text}`);
  return res.body.id;
}

export function tourBody(categoryId: string, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    title: 'Capri Private Boat Tour',
    short_description: 'Around Capri on your own boat',
    description: 'A full day around the island of Capri with swim stops.',
    category_id: categoryId,
    location: 'Sorrento',
    duration: '8 hours',
    max_passengers: 8,
    meeting_point: 'Marina Piccola, Sorrento',
    price_from: '950.00',
    provider_name: 'Capri Blue Charters',
    provider_id: 'PRV-1',
    ...overrides,
  };
}

export async function createTour(app: TestApp, cookie: string, categoryId: string, overrides: Record<string, unknown> = {}) {
  const res = await app.request<{ id: string }>('POST', '/api/admin/tours', { cookie, body: tourBody(categoryId, overrides) });
  if (res.status !== 201) throw new Error(`tour not created: ${res.status} ${res.text}`);
  return res.body.id;
}

/** Forgets the booking throttle's counts, so a test file may send more than the per-minute limit. */
export async function resetBookingThrottle(app: TestApp): Promise<void> {
  const keys = await app.redisKeys('booking-requests:*');
  if (keys.length > 0) await app.runtime.redis.del(...keys);
}
