import { Migration } from '@mikro-orm/migrations';

/** The id of the HTTP request that caused an event (null for the worker's, the cli's and the seed's): one booking can be followed in the logs from its POST to each email. */
export class Migration20261130000000OutboxRequestId extends Migration {
  override async up(): Promise<void> {
    this.addSql('alter table messaging.outbox add column request_id text;');
  }

  override async down(): Promise<void> {
    this.addSql('alter table messaging.outbox drop column request_id;');
  }
}
