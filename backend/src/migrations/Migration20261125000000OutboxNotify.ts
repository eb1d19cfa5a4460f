import { Migration } from '@mikro-orm/migrations';

/**
 * Every statement that writes outbox rows notifies the `messaging_outbox` channel; Postgres
 * delivers the notification when the transaction commits (and never for one rolled back), and
 * folds the notifications of one transaction into one. The worker listens and publishes what
 * was committed (kernel/messaging/outbox-listener.ts): the api's requests never wait for, nor
 * spend time on, Redis or the events queue.
 */
export class Migration20261125000000OutboxNotify extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create function messaging.outbox_written() returns trigger language plpgsql as $$
      begin
        perform pg_notify('messaging_outbox', '');
        return null;
      end $$;`);
    this.addSql(`create trigger outbox_written after insert on messaging.outbox for each statement execute function messaging.outbox_written();`);
  }

  override async down(): Promise<void> {
    this.addSql('drop trigger outbox_written on messaging.outbox;');
    this.addSql('drop function messaging.outbox_written();');
  }
}
