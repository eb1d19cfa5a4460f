import { randomUUID } from 'node:crypto';
import { bookings } from '@costiera/contracts';
import { migrationDatabase } from '../support/migration-database';

const BEFORE = 'Migration20261209000000StaffLanguage';
const { migrator, sql } = migrationDatabase();

it('gives every request stored before a reference of its own, unique, and refuses a deleted one if it is issued again', async () => {
  await migrator().up({ to: BEFORE });
  const ids = Array.from({ length: 12 }, () => randomUUID());
  for (const [n, id] of ids.entries()) {
    await sql(`insert into bookings.booking_requests (id, tour_id, customer_name, customer_email, date, people, status) values (?, ?, ?, 'old@example.com', '2026-09-09', 2, ?)`, [
      id,
      randomUUID(),
      `Old request ${n}`,
      n % 3 === 0 ? 'cancelled' : 'pending',
    ]);
  }

  await migrator().up();

  const rows = await sql<{ id: string; reference: string }>('select id, reference from bookings.booking_requests');
  expect(rows.map((r) => r.id).sort()).toEqual([...ids].sort());
  for (const { reference } of rows) {
    expect(reference).toMatch(/^CST-[0-9CFHJKMNPRTVXY]{7}$/);
    expect(bookings.referenceChecks(reference.slice(4))).toBe(true);
  }
  expect(new Set(rows.map((r) => r.reference)).size).toBe(ids.length);
  const columns = await sql<{ is_nullable: string }>(`select is_nullable from information_schema.columns where table_schema = 'bookings' and table_name = 'booking_requests' and column_name = 'reference'`);
  expect(columns).toEqual([{ is_nullable: 'NO' }]);
  await expect(sql(`update bookings.booking_requests set reference = ? where id = ?`, [rows[0]!.reference, rows[1]!.id])).rejects.toThrow(/booking_requests_reference_key/);

  await sql('delete from bookings.booking_requests where id = ?', [rows[2]!.id]);
  expect(await sql('select reference from bookings.retired_references')).toEqual([{ reference: rows[2]!.reference }]);
  // Issued again, it is refused as a live one is.
  const again = sql(`insert into bookings.booking_requests (id, reference, tour_id, customer_name, customer_email, date, people) values (?, ?, ?, 'Again', 'again@example.com', '2026-09-09', 1)`, [
    randomUUID(),
    rows[2]!.reference,
    randomUUID(),
  ]);
  await expect(again).rejects.toThrow(/was issued before/);
});

it('goes back down: no reference column, no retired references', async () => {
  await migrator().down({ to: BEFORE });
  expect(await sql(`select 1 from information_schema.columns where table_schema = 'bookings' and table_name = 'booking_requests' and column_name = 'reference'`)).toEqual([]);
  expect(await sql(`select 1 from information_schema.tables where table_schema = 'bookings' and table_name = 'retired_references'`)).toEqual([]);
  expect((await sql<{ n: number }>('select count(*)::int as n from bookings.booking_requests'))[0]!.n).toBe(11);
});
