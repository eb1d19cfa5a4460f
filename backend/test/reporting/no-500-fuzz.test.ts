import fc from 'fast-check';
import { bookings, catalog, content, pathOf, reporting, type Route } from '@costiera/contracts';
import { startTestApp, type TestApp } from '../support/test-app';
import { createCategory, createTour } from '../catalog/fixtures';

/**
 * Property: whatever a client sends to any call of the catalog, content, bookings and
 * reporting modules (body, query, path ids), the answer is never a 5xx.
 */
let app: TestApp;
let cookie: string;
let tourCategory: string;
let articleCategory: string;
let tourId: string;

beforeAll(async () => {
  app = await startTestApp();
  cookie = await app.signInAsAdmin();
  tourCategory = await createCategory(app, cookie, { name: 'Boats', slug: 'private-boat-tour', type: 'tour' });
  articleCategory = await createCategory(app, cookie, { name: 'Tips', slug: 'tips', type: 'article' });
  tourId = await createTour(app, cookie, tourCategory);
});
afterAll(() => app.close());

const MODULES = /^(catalog|content|bookings|reporting)\./;
const FIELDS = [
  'title', 'short_description', 'description', 'category_id', 'location', 'duration', 'max_passengers', 'meeting_point', 'price_from',
  'provider_name', 'provider_id', 'booking_emails', 'phone', 'languages', 'active', 'currency', 'rating', 'review_count', 'provider_rating', 'images', 'included',
  'not_included', 'is_private', 'free_cancellation', 'additional_info', 'customerName', 'customerEmail', 'customerPhone', 'date', 'people',
  'message', 'tourId', 'status', 'name', 'slug', 'type', 'content', 'excerpt', 'categoryId', 'featuredImage', 'published', 'metaDescription',
  'page', 'limit', 'search', 'category', 'destination', '__proto__', 'constructor',
];

/** Values that look right, nearly right, or nothing like it. */
const value = (): fc.Arbitrary<unknown> =>
  fc.oneof(
    fc.string(),
    fc.string({ unit: 'grapheme', maxLength: 300 }),
    fc.integer(),
    fc.double(),
    fc.boolean(),
    fc.constant(null),
    fc.constantFrom('', ' ', 'all', 'true', 'pending', 'confirmed', 'tour', 'article', 'page', 'EUR', '12.50', '-1', '1e309', '2026-02-30', '2026-06-01', 'a@b.co', '/images/x.jpg', 'javascript:alert(1)', "x' or 1=1 --", '%_\\', 'Positàno', 'NaN'),
    fc.constant(() => tourId).map((f) => f()),
    fc.constant(() => tourCategory).map((f) => f()),
    fc.constant(() => articleCategory).map((f) => f()),
    fc.uuid(),
    fc.array(fc.oneof(fc.string(), fc.integer(), fc.constant(null)), { maxLength: 5 }),
    fc.dictionary(fc.string({ maxLength: 5 }), fc.string(), { maxKeys: 3 }),
  );

const body = fc.oneof(
  { weight: 5, arbitrary: fc.dictionary(fc.constantFrom(...FIELDS), value(), { maxKeys: 14 }) },
  { weight: 1, arbitrary: fc.anything() },
);
const query = fc.dictionary(fc.oneof(fc.constantFrom(...FIELDS), fc.string({ maxLength: 8 })), fc.oneof(fc.string({ maxLength: 40 }), fc.constantFrom('1', '0', '-5', '99999999999', 'true', 'all', 'boat-tours', 'amalfi-coast', 'Positàno')), { maxKeys: 4 });
const pathId = fc.oneof(fc.uuid(), fc.string({ minLength: 1, maxLength: 40 }), fc.constant('x'), fc.constant(() => tourId).map((f) => f()));

function routes(): Route[] {
  return app.http.routes.routes().filter((r) => MODULES.test(r.name));
}

it('covers every call the four modules have in the contracts', () => {
  const contractRoutes = [catalog, content, bookings, reporting]
    .flatMap((m) => Object.values(m as Record<string, unknown>))
    .filter((v): v is Route => typeof v === 'object' && v !== null && 'method' in v && 'path' in v && 'response' in v);
  expect(contractRoutes.length).toBeGreaterThanOrEqual(29);
  expect(routes().map((r) => r.name).sort()).toEqual(contractRoutes.map((r) => r.name).sort());
});

describe.each(['anonymous', 'admin'])('as %s, no route answers 5xx', (who) => {
  it.each(['body', 'query'])('for random %s values', async (part) => {
    const targets = routes().filter((r) => who === 'admin' || r.access === 'public');
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...targets), body, query, pathId, async (route, b, q, id) => {
        const params = Object.fromEntries((route.path.match(/:([A-Za-z_]+)/g) ?? []).map((p) => [p.slice(1), id]));
        const qs = part === 'query' ? new URLSearchParams(q as Record<string, string>).toString() : '';
        const url = `${pathOf(route, params)}${qs ? `?${qs}` : ''}`;
        const sendsBody = part === 'body' && route.method !== 'GET';
        const res = await app.request(route.method, url, { cookie: who === 'admin' ? cookie : undefined, ...(sendsBody ? { body: b } : {}) });
        if (res.status >= 500) throw new Error(`${route.method} ${url} answered ${res.status}: ${res.text} for ${JSON.stringify(b)}`);
        // Every answer is JSON the client can read, except a 204, which has no body at all, and a file a call answers with (an export).
        const type = res.status < 300 ? route.mediaType : 'application/json';
        if (res.status === 204) expect(res.text).toBe('');
        else expect({ url, contentType: res.headers.get('content-type')?.split(';')[0] }).toEqual({ url, contentType: type });
      }),
      { numRuns: 150 },
    );
  });
});
