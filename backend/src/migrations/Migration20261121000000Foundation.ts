import { Migration } from '@mikro-orm/migrations';

/** One schema per module; identity users; the messaging outbox and inbox. */
export class Migration20261121000000Foundation extends Migration {
  override async up(): Promise<void> {
    for (const schema of ['identity', 'catalog', 'content', 'bookings', 'reporting', 'messaging']) {
      this.addSql(`create schema if not exists "${schema}";`);
    }
    this.addSql(`create extension if not exists unaccent;`);
    this.addSql(`
      create table identity.users (
        id uuid primary key,
        username text not null,
        password text not null,
        is_admin boolean not null default false,
        created_at timestamptz not null default now(),
        constraint users_username_unique unique (username),
        constraint users_username_shape check (username ~ '^[A-Za-z0-9._-]{1,64}$')
      );`);
    this.addSql(`
      create table messaging.outbox (
        id uuid primary key,
        name text not null,
        payload jsonb not null,
        occurred_at timestamptz not null default now(),
        published_at timestamptz,
        attempts integer not null default 0
      );`);
    this.addSql(`create index outbox_unpublished_idx on messaging.outbox (occurred_at) where published_at is null;`);
    this.addSql(`
      create table messaging.inbox (
        subscriber text not null,
        event_id uuid not null,
        handled_at timestamptz not null default now(),
        primary key (subscriber, event_id)
      );`);
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists messaging.inbox, messaging.outbox, identity.users;');
  }
}
