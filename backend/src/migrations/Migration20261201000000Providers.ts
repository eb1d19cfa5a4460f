import { Migration } from '@mikro-orm/migrations';

/**
 * Catalog: the providers directory. A provider's id is the one its tours name as
 * provider_id; tours keep any provider id (the spec allows it), so there is no foreign key:
 * a tour whose provider is not in the directory sends its requests to the bookings inbox.
 * Every tour's provider_email moves into the directory (one provider per provider id, the
 * name of its most recently updated tour, all the distinct addresses of its tours), then the
 * per-tour column goes.
 */
export class Migration20261201000000Providers extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table catalog.providers (
        id text primary key,
        name text not null,
        booking_emails jsonb not null,
        phone text,
        languages jsonb not null default '[]',
        active boolean not null default true,
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now(),
        search_doc text generated always as (public.search_text(id || ' ' || name || ' ' || booking_emails::text)) stored,
        constraint providers_booking_emails_check check (jsonb_typeof(booking_emails) = 'array' and jsonb_array_length(booking_emails) >= 1),
        constraint providers_languages_check check (jsonb_typeof(languages) = 'array')
      );`);
    this.addSql(`create index providers_search_trgm_idx on catalog.providers using gin (search_doc gin_trgm_ops);`);
    this.addSql(`create index providers_created_idx on catalog.providers (created_at desc, id desc);`);
    // The tours of a provider: the delete check and the admin's tour count.
    this.addSql(`create index tours_provider_idx on catalog.tours (provider_id);`);
    this.addSql(`
      insert into catalog.providers (id, name, booking_emails)
      select t.provider_id,
             (array_agg(t.provider_name order by t.updated_at desc, t.id))[1],
             (select jsonb_agg(e.address order by e.first_seen)
                from (select lower(trim(x.provider_email)) as key, (array_agg(trim(x.provider_email) order by x.created_at, x.id))[1] as address, min(x.created_at) as first_seen
                        from catalog.tours x
                       where x.provider_id = t.provider_id and coalesce(trim(x.provider_email), '') <> ''
                       group by lower(trim(x.provider_email))) e)
      from catalog.tours t
      where coalesce(trim(t.provider_email), '') <> ''
      group by t.provider_id;`);
    this.addSql(`alter table catalog.tours drop column provider_email;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table catalog.tours add column provider_email text;`);
    this.addSql(`update catalog.tours t set provider_email = p.booking_emails->>0 from catalog.providers p where p.id = t.provider_id;`);
    this.addSql(`drop index if exists catalog.tours_provider_idx;`);
    this.addSql(`drop table catalog.providers;`);
  }
}
