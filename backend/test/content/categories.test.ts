import { randomUUID } from 'node:crypto';
import { content, ApiError } from '@costiera/contracts';
import { startTestApp, type TestApp } from '../support/test-app';
import { createCategory, createTour, expectShape } from '../catalog/fixtures';

let app: TestApp;
let cookie: string;
beforeAll(async () => {
  app = await startTestApp();
  cookie = await app.signInAsAdmin();
});
afterAll(() => app.close());

const list = async (query = '') => (await app.request<{ data: content.Category[] }>('GET', `/api/admin/categories${query}`, { cookie })).body.data;

describe('admin categories', () => {
  it('creates a category (201) in the contract shape', async () => {
    const res = await app.request<content.Category>('POST', '/api/admin/categories', { cookie, body: { name: 'Boat Tours', slug: 'boat-tours', type: 'tour', description: 'On the water' } });
    expect(res.status).toBe(201);
    expectShape(content.createCategory.response, res.body);
    expect(res.body).toMatchObject({ name: 'Boat Tours', slug: 'boat-tours', type: 'tour', description: 'On the water', usage: 0 });
  });

  it('answers 409 for a slug taken within the same type, and allows it for another type', async () => {
    await createCategory(app, cookie, { name: 'Guides', slug: 'guides', type: 'page' });
    const clash = await app.request<ApiError>('POST', '/api/admin/categories', { cookie, body: { name: 'Guides again', slug: 'guides', type: 'page' } });
    expect(clash.status).toBe(409);
    expect(clash.body).toMatchObject({ error: 'conflict', message: 'A page category with the slug "guides" already exists' });
    const otherType = await app.request('POST', '/api/admin/categories', { cookie, body: { name: 'Guides', slug: 'guides', type: 'article' } });
    expect(otherType.status).toBe(201);
  });

  it('names missing and malformed fields with 400', async () => {
    const missing = await app.request<ApiError>('POST', '/api/admin/categories', { cookie, body: {} });
    expect(missing.status).toBe(400);
    expect(missing.body.details!.map((d) => d.field).sort()).toEqual(['name', 'slug', 'type']);
    const badSlug = await app.request<ApiError>('POST', '/api/admin/categories', { cookie, body: { name: 'X', slug: 'Not A Slug', type: 'tour' } });
    expect(badSlug.status).toBe(400);
    expect(badSlug.body.details![0]!.field).toBe('slug');
    const badType = await app.request<ApiError>('POST', '/api/admin/categories', { cookie, body: { name: 'X', slug: 'x', type: 'video' } });
    expect(badType.body.message).toBe('Type must be one of tour, article, page');
  });

  it('lists categories with their real usage count, optionally by type', async () => {
    // docs/spec-deviations.md#category-usage
    const used = await createCategory(app, cookie, { name: 'Cooking', slug: 'cooking-class', type: 'tour' });
    await createTour(app, cookie, used);
    await createTour(app, cookie, used);
    const all = await app.request<{ data: content.Category[] }>('GET', '/api/admin/categories', { cookie });
    expect(all.status).toBe(200);
    expectShape(content.listCategories.response, all.body);
    expect(all.body.data.find((c) => c.id === used)!.usage).toBe(2);
    expect((await list('?type=tour')).every((c) => c.type === 'tour')).toBe(true);
    expect((await list('?type=all')).length).toBe(all.body.data.length);
    expect((await app.request('GET', '/api/admin/categories?type=video', { cookie })).status).toBe(400);
  });

  it('updates a category, with the same slug rules', async () => {
    const id = await createCategory(app, cookie, { name: 'Rentals', slug: 'rentals', type: 'tour' });
    const res = await app.request<content.Category>('PUT', `/api/admin/categories/${id}`, { cookie, body: { name: 'Scooter Rental', slug: 'rent-scooter', type: 'tour', description: 'Vespas' } });
    expect(res.status).toBe(200);
    expectShape(content.updateCategory.response, res.body);
    expect(res.body).toMatchObject({ id, name: 'Scooter Rental', slug: 'rent-scooter', description: 'Vespas' });
    const clash = await app.request('PUT', `/api/admin/categories/${id}`, { cookie, body: { name: 'x', slug: 'boat-tours', type: 'tour' } });
    expect(clash.status).toBe(409);
    const same = await app.request('PUT', `/api/admin/categories/${id}`, { cookie, body: { name: 'Scooters', slug: 'rent-scooter', type: 'tour' } });
    expect(same.status).toBe(200);
  });

  it('refuses to change the type of a category in use (409)', async () => {
    // docs/spec-deviations.md#category-usage
    const id = await createCategory(app, cookie, { name: 'Transfers', slug: 'private-transfer', type: 'tour' });
    await createTour(app, cookie, id);
    const res = await app.request<ApiError>('PUT', `/api/admin/categories/${id}`, { cookie, body: { name: 'Transfers', slug: 'private-transfer', type: 'article' } });
    expect(res.status).toBe(409);
    expect(res.body.message).toContain('used by 1 tour');
  });

  it('refuses to delete a category in use, naming how many items use it (409)', async () => {
    // docs/spec-deviations.md#category-usage
    const id = await createCategory(app, cookie, { name: 'Shore', slug: 'private-shore-excursion', type: 'tour' });
    await createTour(app, cookie, id);
    await createTour(app, cookie, id);
    await createTour(app, cookie, id);
    const res = await app.request<ApiError>('DELETE', `/api/admin/categories/${id}`, { cookie });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ error: 'conflict', message: 'This category is used by 3 tours. Move them to another category before deleting it.' });
    expect((await list()).some((c) => c.id === id)).toBe(true);
  });

  it('deletes an unused category (204) and answers 404 afterwards and for bad ids', async () => {
    const id = await createCategory(app, cookie, { name: 'Temp', slug: 'temp', type: 'article' });
    expect((await app.request('DELETE', `/api/admin/categories/${id}`, { cookie })).status).toBe(204);
    for (const bad of [id, randomUUID(), 'zzz']) {
      expect((await app.request('DELETE', `/api/admin/categories/${bad}`, { cookie })).status).toBe(404);
      expect((await app.request('PUT', `/api/admin/categories/${bad}`, { cookie, body: { name: 'x', slug: 'x', type: 'tour' } })).status).toBe(404);
    }
  });
});
