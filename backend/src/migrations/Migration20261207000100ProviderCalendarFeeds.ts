import { Migration } from '@mikro-orm/migrations';

/**
 * A private calendar feed per provider: the row keeps a random salt the feed's token is derived
 * from (with the server's secret) and the token's SHA-256 hash, by which a feed request is found.
 * Staff replace the salt to make a new link; the old token's hash is gone with it.
 */
export class Migration20261207000100ProviderCalendarFeeds extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table bookings.provider_calendar_feeds (
        provider_id text primary key,
        salt bytea not null,
        token_hash bytea not null unique,
        created_at timestamptz not null default now(),
        rotated_at timestamptz null,
        rotated_by text null
      );`);
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists bookings.provider_calendar_feeds;');
  }
}
