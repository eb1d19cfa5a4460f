import { Migration } from '@mikro-orm/migrations';

/**
 * The booking decision workflow (docs/adr/0010). Beside `status` (still pending, confirmed or
 * cancelled): who decided, when and why, a date the provider proposed, the respond-by
 * deadline and the reminders' times. Link tokens are kept only as SHA-256 hashes, each bound
 * to one request and one party (and, for the provider, the tour's provider id). The history
 * is append-only: rows are inserted by the events' subscribers and the token pages, never updated.
 */
export class Migration20261202000000BookingWorkflow extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      alter table bookings.booking_requests
        add column decided_by text,
        add column decided_by_username text,
        add column decided_at timestamptz,
        add column decision_reason text,
        add column proposed_date date,
        add column proposal_note text,
        add column respond_by timestamptz,
        add column first_reminder_at timestamptz,
        add column last_reminder_at timestamptz,
        add column reminders_sent smallint not null default 0,
        add constraint booking_requests_decided_by_check check (decided_by in ('provider', 'traveller', 'admin', 'expiry'));`);
    // The sweep's question: undecided requests whose deadline or reminder is due.
    this.addSql(`create index booking_requests_pending_respond_by_idx on bookings.booking_requests (respond_by) where status = 'pending';`);
    // The dashboard's median provider response time (decisions of the last 30 days) and the "who decided" filter.
    this.addSql(`create index booking_requests_decided_idx on bookings.booking_requests (decided_by, decided_at);`);
    this.addSql(`
      create table bookings.booking_tokens (
        token_hash bytea primary key,
        booking_request_id uuid not null references bookings.booking_requests (id) on delete cascade,
        party text not null check (party in ('provider', 'traveller')),
        provider_id text,
        created_at timestamptz not null default now()
      );`);
    this.addSql(`create index booking_tokens_request_idx on bookings.booking_tokens (booking_request_id);`);
    this.addSql(`
      create table bookings.booking_history (
        id bigserial primary key,
        booking_request_id uuid not null references bookings.booking_requests (id) on delete cascade,
        at timestamptz not null,
        kind text not null,
        actor text,
        detail text,
        event_id uuid
      );`);
    this.addSql(`create index booking_history_request_idx on bookings.booking_history (booking_request_id, at, id);`);
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists bookings.booking_history;');
    this.addSql('drop table if exists bookings.booking_tokens;');
    this.addSql(`drop index if exists bookings.booking_requests_pending_respond_by_idx;`);
    this.addSql(`drop index if exists bookings.booking_requests_decided_idx;`);
    this.addSql(`
      alter table bookings.booking_requests
        drop constraint if exists booking_requests_decided_by_check,
        drop column decided_by, drop column decided_by_username, drop column decided_at, drop column decision_reason,
        drop column proposed_date, drop column proposal_note, drop column respond_by,
        drop column first_reminder_at, drop column last_reminder_at, drop column reminders_sent;`);
  }
}
