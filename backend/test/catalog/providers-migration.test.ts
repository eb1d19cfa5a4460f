import { migrationDatabase } from '../support/migration-database';

const BEFORE = 'Migration20261130000000OutboxRequestId';
const { migrator, sql } = migrationDatabase();

async function tour(title: string, providerId: string, providerName: string, email: string | null, updatedAt: string): Promise<void> {
  await sql(
    `insert into catalog.tours (id, title, short_description, description, category_id, location, duration, max_passengers, price_from, meeting_point,
                                provider_id, provider_name, provider_email, created_at, updated_at)
     select gen_random_uuid(), ?, 's', 'd', id, 'Capri', '2 hours', 4, 100, 'Pier', ?, ?, ?, ?::timestamptz, ?::timestamptz from content.categories limit 1`,
    [title, providerId, providerName, email, updatedAt, updatedAt],
  );
}

it('moves every tour provider_email into the providers directory, one provider per provider id, then drops the column', async () => {
  await migrator().up({ to: BEFORE });
  await sql(`insert into content.categories (id, name, slug, type) values (gen_random_uuid(), 'Boats', 'private-boat-tour', 'tour')`);
  await tour('Capri Boat', 'PRV-CBC-01', 'Capri Blue', 'bookings@capriblue.example.com', '2026-01-01T10:00:00Z');
  await tour('Capri Cruise', 'PRV-CBC-01', 'Capri Blue Charters', 'skipper@capriblue.example.com', '2026-02-01T10:00:00Z');
  await tour('Capri Taxi', 'PRV-CBC-01', 'Capri Blue Charters', ' Bookings@CapriBlue.example.com ', '2026-01-15T10:00:00Z');
  await tour('Capri Sunset', 'PRV-CBC-01', 'Capri Blue Charters', null, '2026-01-20T10:00:00Z');
  await tour('Vespa Day', 'PRV-VSP-09', 'Vespa Costa', 'rent@vespacosta.example.com', '2026-01-01T10:00:00Z');
  await tour('Farm Class', 'PRV-LIM-08', 'Il Limoneto', null, '2026-01-01T10:00:00Z');
  await tour('Farm Lunch', 'PRV-LIM-08', 'Il Limoneto', '', '2026-01-01T10:00:00Z');

  await migrator().up();

  const providers = await sql<{ id: string; name: string; booking_emails: string[]; active: boolean; languages: string[] }>(
    'select id, name, booking_emails, active, languages from catalog.providers order by id',
  );
  expect(providers).toEqual([
    // The name of its most recently updated tour; each address once (ignoring case and spaces), oldest tour's first.
    { id: 'PRV-CBC-01', name: 'Capri Blue Charters', booking_emails: ['bookings@capriblue.example.com', 'skipper@capriblue.example.com'], active: true, languages: [] },
    { id: 'PRV-VSP-09', name: 'Vespa Costa', booking_emails: ['rent@vespacosta.example.com'], active: true, languages: [] },
  ]);
  // A provider none of whose tours had an address stays out: its requests go to the bookings inbox, as before.
  const columns = await sql<{ column_name: string }>(`select column_name from information_schema.columns where table_schema = 'catalog' and table_name = 'tours'`);
  expect(columns.map((c) => c.column_name)).not.toContain('provider_email');
  expect((await sql<{ n: number }>('select count(*)::int as n from catalog.tours'))[0]!.n).toBe(7);
});

it('goes back down: each tour gets its provider first address again', async () => {
  await migrator().down({ to: BEFORE });
  const rows = await sql<{ title: string; provider_email: string | null }>('select title, provider_email from catalog.tours order by title');
  expect(Object.fromEntries(rows.map((r) => [r.title, r.provider_email]))).toEqual({
    'Capri Boat': 'bookings@capriblue.example.com',
    'Capri Cruise': 'bookings@capriblue.example.com',
    'Capri Sunset': 'bookings@capriblue.example.com',
    'Capri Taxi': 'bookings@capriblue.example.com',
    'Farm Class': null,
    'Farm Lunch': null,
    'Vespa Day': 'rent@vespacosta.example.com',
  });
  expect(await sql(`select 1 from information_schema.tables where table_schema = 'catalog' and table_name = 'providers'`)).toEqual([]);
});
