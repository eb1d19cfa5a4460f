import { Migration } from '@mikro-orm/migrations';
import { issueReference, randomReferenceBody } from '../modules/bookings/domain/booking-reference';

/** Requests given their references per statement: a bound of the statement's size, not of the table's. */
const BATCH = 5000;

/**
 * Every booking request has a short reference ('CST-' and seven characters), unique and never
 * issued again: a deleted request's reference is kept in `bookings.retired_references` by a
 * trigger, and an insert with a retired one is refused like one with a live one (unique_violation).
 * Requests stored before get one here, drawn as new requests draw theirs.
 */
export class Migration20261211000000BookingReferences extends Migration {
  override async up(): Promise<void> {
    await this.execute(`create table bookings.retired_references (reference text primary key, retired_at timestamptz not null default now());`);
    await this.execute(`alter table bookings.booking_requests add column reference text;`);
    const rows = (await this.execute(`select id from bookings.booking_requests order by created_at, id`)) as Array<{ id: string }>;
    const issued = new Set<string>();
    for (let from = 0; from < rows.length; from += BATCH) {
      const ids: string[] = [];
      const references: string[] = [];
      for (const { id } of rows.slice(from, from + BATCH)) {
        const reference = await issueReference(randomReferenceBody, async (r) => issued.has(r));
        issued.add(reference);
        ids.push(id);
        references.push(reference);
      }
      await this.execute(
        `update bookings.booking_requests b set reference = v.reference
         from unnest(?::uuid[], ?::text[]) as v(id, reference) where b.id = v.id`,
        [`{${ids.join(',')}}`, `{${references.join(',')}}`],
      );
    }
    await this.execute(`alter table bookings.booking_requests alter column reference set not null;`);
    await this.execute(`create unique index booking_requests_reference_key on bookings.booking_requests (reference);`);
    await this.execute(`
      create function bookings.retire_reference() returns trigger language plpgsql as $$
      begin
        insert into bookings.retired_references (reference) values (old.reference) on conflict do nothing;
        return old;
      end $$;`);
    await this.execute(`create trigger booking_requests_retire_reference after delete on bookings.booking_requests for each row execute function bookings.retire_reference();`);
    // A retired reference is refused as the unique index refuses a live one: the insert fails and the request draws again.
    await this.execute(`
      create function bookings.refuse_retired_reference() returns trigger language plpgsql as $$
      begin
        if exists (select 1 from bookings.retired_references where reference = new.reference) then
          raise exception 'booking reference % was issued before', new.reference using errcode = 'unique_violation', constraint = 'retired_references_pkey';
        end if;
        return new;
      end $$;`);
    await this.execute(`create trigger booking_requests_refuse_retired_reference before insert on bookings.booking_requests for each row execute function bookings.refuse_retired_reference();`);
  }

  override async down(): Promise<void> {
    this.addSql('drop trigger if exists booking_requests_refuse_retired_reference on bookings.booking_requests;');
    this.addSql('drop function if exists bookings.refuse_retired_reference();');
    this.addSql('drop trigger if exists booking_requests_retire_reference on bookings.booking_requests;');
    this.addSql('drop function if exists bookings.retire_reference();');
    this.addSql('alter table bookings.booking_requests drop column if exists reference;');
    this.addSql('drop table if exists bookings.retired_references;');
  }
}
