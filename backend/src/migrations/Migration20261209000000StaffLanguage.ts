import { Migration } from '@mikro-orm/migrations';

/**
 * The language each admin reads the back office in, chosen on their own account. Accounts made
 * before the choice existed read it in English, the source language.
 */
export class Migration20261209000000StaffLanguage extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table identity.users add column language text not null default 'en' constraint users_language_check check (language ~ '^[a-z]{2}$');`);
  }

  override async down(): Promise<void> {
    this.addSql('alter table identity.users drop column if exists language;');
  }
}
