import { audit } from '@costiera/contracts';
import { startTestApp, ADMIN_PASSWORD, type TestApp } from '../support/test-app';
import { createCategory, createTour, expectShape, tourBody } from '../catalog/fixtures';
import { CreateTour } from '../../src/modules/catalog';
import { VerifyAuditChain } from '../../src/modules/audit';

let app: TestApp;
let cookie: string;
let categoryId: string;

/** The test app trusts one proxy: the client address is the X-Forwarded-For entry it added. */
const CLIENT = '203.0.113.7';
const forwarded = { 'x-forwarded-for': CLIENT };

interface EntryRow {
  seq: string;
  actor_id: string | null;
  actor_name: string;
  address: string | null;
  kind: string;
  item_id: string | null;
  item_label: string | null;
  action: string;
  changes: audit.FieldChange[];
  at: string;
}

const sql = <T>(query: string, params: unknown[] = []) => app.runtime.orm.em.getConnection().execute(query, params) as Promise<T[]>;
const entries = () => sql<EntryRow>('select * from audit.entries order by seq');
const lastSeq = async () => Number((await sql<{ seq: string }>('select coalesce(max(seq), 0) as seq from audit.entries'))[0]!.seq);
const entriesAfter = (seq: number) => sql<EntryRow>('select * from audit.entries where seq > ? order by seq', [seq]);
/** What the database owner can do and the app never does: change the trail with its triggers off. */
const asOwner = (statement: string, params: (string | number)[] = []) =>
  app.runtime.orm.em.getConnection().transactional(async (trx) => {
    await trx.raw('alter table audit.entries disable trigger user');
    await trx.raw(statement, params);
    await trx.raw('alter table audit.entries enable trigger user');
  });

beforeAll(async () => {
  app = await startTestApp({ TRUST_PROXY: 'true' });
  cookie = await app.signInAsAdmin();
  categoryId = await createCategory(app, cookie, { name: 'Boat tours', slug: 'boat-tours', type: 'tour' });
});
afterAll(() => app.close());

describe('the audit trail', () => {
  it('records a tour price change in the same transaction, with who, when, from where and only the changed fields', async () => {
    const tourId = await createTour(app, cookie, categoryId);
    const before = await lastSeq();
    const res = await app.request('PUT', `/api/admin/tours/${tourId}`, {
      cookie,
      headers: forwarded,
      body: tourBody(categoryId, { price_from: '990.00', description: 'A full day around the island of Capri with swim stops.\nLunch on board.' }),
    });
    expect(res.status).toBe(200);
    const written = await entriesAfter(before);
    expect(written).toHaveLength(1);
    const [entry] = written;
    expect(entry).toMatchObject({ actor_name: 'admin', address: CLIENT, kind: 'tour', item_id: tourId, item_label: 'Capri Private Boat Tour', action: 'update' });
    expect(entry!.actor_id).toMatch(/^[0-9a-f-]{36}$/);
    // The app clock (CLOCK_START), not the wall clock.
    expect(new Date(entry!.at).getTime()).toBeLessThan(new Date('2026-05-02T00:00:00Z').getTime());
    expect(entry!.changes).toEqual([
      { field: 'description', diff: expect.stringContaining('+Lunch on board.') },
      { field: 'price_from', before: '950.00', after: '990.00' },
    ]);
  });

  it('leaves no entry when the change is rolled back', async () => {
    const tourId = await createTour(app, cookie, categoryId, { title: 'Positano by Sea' });
    const before = await lastSeq();
    // The same id again: the insert fails at the flush, after the handler recorded its entry.
    const input = { ...tourBody(categoryId), title: 'Positano again' };
    await expect(
      app.runtime.commands.execute(
        new CreateTour(
          {
            title: String(input.title), shortDescription: 'x', description: 'x', categoryId, location: 'Positano', duration: '2 hours', maxPassengers: 4,
            meetingPoint: 'Pier', priceFrom: '10.00', providerName: 'P', providerId: 'PRV-1', additionalInfo: null,
          },
          tourId,
        ),
      ),
    ).rejects.toThrow();
    expect(await entriesAfter(before)).toEqual([]);
    expect((await app.runtime.queries.execute(new VerifyAuditChain())).intact).toBe(true);
  });

  it('records a sign-in, a failed sign-in (with the username tried) and a sign-out, each with the client address', async () => {
    const before = await lastSeq();
    const failed = await app.request('POST', '/api/admin/login', { headers: forwarded, body: { username: 'nobody', password: 'wrong password' } });
    expect(failed.status).toBe(401);
    const signedIn = await app.request('POST', '/api/admin/login', { headers: forwarded, body: { username: 'admin', password: ADMIN_PASSWORD } });
    expect(signedIn.status).toBe(200);
    const session = signedIn.cookies.map((c) => c.split(';')[0]).join('; ');
    expect((await app.request('POST', '/api/admin/logout', { cookie: session, headers: forwarded })).status).toBe(204);
    const written = await entriesAfter(before);
    expect(written.map((e) => [e.action, e.actor_name, e.address, e.actor_id === null])).toEqual([
      ['sign-in-failed', 'nobody', CLIENT, true],
      ['sign-in', 'admin', CLIENT, false],
      ['sign-out', 'admin', CLIENT, false],
    ]);
    expect(written[0]!.changes).toEqual([{ field: 'reason', before: null, after: 'invalid_credentials' }]);
  });

  it('records an admin account reset only when it changes the account (the seed resets it on every make up)', async () => {
    await app.signInAsAdmin('reset-check', 'a-long-enough-password-1');
    await app.signInAsAdmin('reset-check', 'a-long-enough-password-1');
    await app.signInAsAdmin('reset-check', 'another-long-password-2');
    const rows = await sql<{ action: string; changes: unknown }>(`select action, changes from audit.entries where kind = 'user' and item_label = 'reset-check' and action in ('create', 'update') order by seq`);
    expect(rows).toEqual([
      { action: 'create', changes: [{ field: 'is_admin', before: null, after: true }] },
      { action: 'update', changes: [{ field: 'password', before: null, after: 'changed' }] },
    ]);
  });

  it('lists the activity newest first with its filters, and an item its own history', async () => {
    const tourId = await createTour(app, cookie, categoryId, { title: 'Amalfi Coast Drive' });
    await app.request('PUT', `/api/admin/tours/${tourId}`, { cookie, body: tourBody(categoryId, { title: 'Amalfi Coast Drive', price_from: '120.00' }) });
    const list = await app.request<audit.ActivityEntry[]>('GET', '/api/admin/activity?kind=tour&action=update&limit=5', { cookie });
    expect(list.status).toBe(200);
    expectShape(audit.listActivity.response, list.body);
    const page = list.body as unknown as { data: audit.ActivityEntry[]; pagination: { total: number } };
    expect(page.data[0]).toMatchObject({ kind: 'tour', action: 'update', item_id: tourId, item_label: 'Amalfi Coast Drive' });
    expect(page.data.every((e) => e.kind === 'tour' && e.action === 'update')).toBe(true);
    expect(page.pagination.total).toBe(2);

    const history = await app.request<{ data: audit.ActivityEntry[] }>('GET', `/api/admin/activity/items/${tourId}`, { cookie });
    expect(history.body.data.map((e) => e.action)).toEqual(['update', 'create']);
    expect(history.body.data[0]!.changes).toEqual([{ field: 'price_from', before: '950.00', after: '120.00' }]);

    const byNobody = await app.request<{ data: audit.ActivityEntry[] }>('GET', '/api/admin/activity?person=nobody', { cookie });
    expect(byNobody.body.data.map((e) => e.action)).toEqual(['sign-in-failed']);
    const future = await app.request<{ data: audit.ActivityEntry[] }>('GET', '/api/admin/activity?from=2026-06-01', { cookie });
    expect(future.body.data).toEqual([]);
    const bad = await app.request('GET', '/api/admin/activity?action=rename', { cookie });
    expect(bad.status).toBe(400);
  });

  it('chains concurrent writers into one chain', async () => {
    const ids = await Promise.all(Array.from({ length: 8 }, (_, i) => createTour(app, cookie, categoryId, { title: `Concurrent ${i}` })));
    expect(ids).toHaveLength(8);
    const report = await app.runtime.queries.execute(new VerifyAuditChain());
    expect(report).toEqual({ intact: true, entries: await lastSeq() });
  });

  it('is refused any update, delete or truncate by the database', async () => {
    const count = (await entries()).length;
    await expect(sql(`update audit.entries set item_label = 'forged' where seq = 1`)).rejects.toThrow(/append-only: UPDATE refused/);
    await expect(sql('delete from audit.entries where seq = 1')).rejects.toThrow(/append-only: DELETE refused/);
    await expect(sql('truncate audit.entries')).rejects.toThrow(/append-only: TRUNCATE refused/);
    expect(await entries()).toHaveLength(count);
  });

  it('finds an altered entry', async () => {
    const target = (await entries())[2]!;
    await asOwner(`update audit.entries set changes = '[]'::jsonb where seq = ?`, [target.seq]);
    const report = await app.runtime.queries.execute(new VerifyAuditChain());
    expect(report).toMatchObject({ intact: false, seq: Number(target.seq), problem: `entry ${target.seq} was altered` });
    await asOwner(`update audit.entries set changes = ?::jsonb where seq = ?`, [JSON.stringify(target.changes), target.seq]);
    expect((await app.runtime.queries.execute(new VerifyAuditChain())).intact).toBe(true);
  });

  it('finds a removed entry, in the middle or at the end', async () => {
    const all = await entries();
    const last = all.at(-1)!;
    await asOwner('delete from audit.entries where seq = ?', [last.seq]);
    expect(await app.runtime.queries.execute(new VerifyAuditChain())).toMatchObject({ intact: false, seq: Number(last.seq), problem: `entries ${last.seq} to ${last.seq} were removed` });
    await asOwner('delete from audit.entries where seq = 3');
    expect(await app.runtime.queries.execute(new VerifyAuditChain())).toMatchObject({ intact: false, seq: 3, problem: 'entry 3 was removed' });
  });
});
