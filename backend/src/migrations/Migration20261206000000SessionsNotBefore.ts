import { Migration } from '@mikro-orm/migrations';

/** A changed password ends the user's sessions: those begun before `sessions_not_before` are refused. */
export class Migration20261206000000SessionsNotBefore extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table identity.users add column sessions_not_before timestamptz null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table identity.users drop column sessions_not_before;`);
  }
}
