import { randomUUID } from 'node:crypto';
import type { TestApp } from '../support/test-app';
import { createCategory, createTour } from '../catalog/fixtures';

/** The booking form's fields, with overrides. */
export function bookingBody(tourId: string, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return { customerName: 'Laura Bennett', customerEmail: 'laura@example.com', customerPhone: '', date: '2026-12-12', people: 2, message: '', tourId, ...overrides };
}

export async function submitBooking(app: TestApp, tourId: string, overrides: Record<string, unknown> = {}): Promise<{ id: string; created_at: string; reference: string }> {
  const res = await app.request<{ id: string; created_at: string; reference: string }>('POST', '/api/booking-requests', { body: bookingBody(tourId, overrides) });
  if (res.status !== 201) throw new Error(`booking request not accepted: ${res.status} ${res.text}`);
  return res.body;
}

/**
 * A boat-tour category (once per app) and a tour whose provider the directory holds with the
 * given booking addresses (null: a provider id the directory does not know).
 */
export async function tourWithProvider(app: TestApp, cookie: string, providerEmail: string | readonly string[] | null, title = 'Capri by Boat'): Promise<string> {
  categories.set(app, categories.get(app) ?? (await createCategory(app, cookie, { name: 'Boats', slug: 'private-boat-tour', type: 'tour' })));
  const emails = providerEmail === null ? [] : typeof providerEmail === 'string' ? [providerEmail] : [...providerEmail];
  const providerId = emails.length > 0 ? await providerWith(app, cookie, emails) : `PRV-UNLISTED-${randomUUID()}`;
  return createTour(app, cookie, categories.get(app)!, { title, max_passengers: 10, provider_id: providerId });
}
const categories = new WeakMap<TestApp, string>();

/** The id of a directory provider with exactly these booking addresses (made once per app). */
export async function providerWith(app: TestApp, cookie: string, emails: readonly string[]): Promise<string> {
  const id = `PRV-${emails.join('+')}`.slice(0, 100);
  const existing = await app.request('GET', `/api/admin/providers/${encodeURIComponent(id)}`, { cookie });
  if (existing.status === 200) return id;
  const res = await app.request('POST', '/api/admin/providers', { cookie, body: { id, name: `Provider ${emails[0]}`, booking_emails: emails } });
  if (res.status !== 201) throw new Error(`provider not created: ${res.status} ${res.text}`);
  return id;
}

/** The id of the outbox row an event of `name` about booking request `id` was recorded in. */
export async function eventIdOf(app: TestApp, name: string, bookingRequestId: string): Promise<string> {
  const rows = await app.runtime.orm.em
    .getConnection()
    .execute<Array<{ id: string }>>(`select id from messaging.outbox where name = ? and payload->>'bookingRequestId' = ? order by occurred_at`, [name, bookingRequestId]);
  if (!rows[0]) throw new Error(`no ${name} event for ${bookingRequestId}`);
  return rows[0].id;
}

export const SUBMITTED = 'bookings.booking-request.submitted.v1';
export const STATUS_CHANGED = 'bookings.booking-request.status-changed.v1';
