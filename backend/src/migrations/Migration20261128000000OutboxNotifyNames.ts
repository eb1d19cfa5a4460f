import { Migration } from '@mikro-orm/migrations';

/**
 * The outbox notification carries the names of the events the statement wrote (comma
 * separated, each once), so the worker tells every process's read cache what changed as soon
 * as it commits (kernel/messaging/outbox-listener.ts), even while it holds back publishing the
 * events to the queue on a busy machine. Names that would not fit a notification (8,000
 * bytes) are left out: the payload is then empty and the relay announces them when it
 * publishes the rows, as it always does.
 */
export class Migration20261128000000OutboxNotifyNames extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create or replace function messaging.outbox_written() returns trigger language plpgsql as $$
      declare
        names text;
      begin
        select string_agg(distinct name, ',') into names from new_rows;
        perform pg_notify('messaging_outbox', case when octet_length(names) <= 7000 then names else '' end);
        return null;
      end $$;`);
    this.addSql('drop trigger outbox_written on messaging.outbox;');
    this.addSql(`create trigger outbox_written after insert on messaging.outbox
      referencing new table as new_rows for each statement execute function messaging.outbox_written();`);
  }

  override async down(): Promise<void> {
    this.addSql('drop trigger outbox_written on messaging.outbox;');
    this.addSql(`
      create or replace function messaging.outbox_written() returns trigger language plpgsql as $$
      begin
        perform pg_notify('messaging_outbox', '');
        return null;
      end $$;`);
    this.addSql('create trigger outbox_written after insert on messaging.outbox for each statement execute function messaging.outbox_written();');
  }
}
