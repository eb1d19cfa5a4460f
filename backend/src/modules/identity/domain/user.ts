import { SOURCE_LANGUAGE } from '@costiera/contracts';
import { AggregateRoot } from '../../../kernel/messaging/domain-event';

export const USERNAME_PATTERN = /^[A-Za-z0-9._-]{1,64}$/;

/** Someone who can sign in to the back office; only users with the admin flag get past the guard. */
export class User extends AggregateRoot {
  readonly createdAt = new Date();
  /** Sessions begun before this are no longer valid (set by a password reset); null: every session counts. */
  sessionsNotBefore: Date | null = null;
  /** The language the user reads the back office in (a code of the site's languages). */
  language: string = SOURCE_LANGUAGE;

  private constructor(
    readonly id: string,
    readonly username: string,
    public passwordHash: string,
    public isAdmin: boolean,
  ) {
    super();
  }

  static register(id: string, username: string, passwordHash: string, isAdmin: boolean): User {
    if (!USERNAME_PATTERN.test(username)) {
      throw new Error('A username is 1 to 64 letters, digits, dots, underscores or hyphens');
    }
    const user = new User(id, username, passwordHash, isAdmin);
    user.record({ name: 'identity.user.registered.v1', payload: { userId: id, isAdmin } });
    return user;
  }

  /**
   * Sets the password and makes the user an admin (the create-admin command on an existing
   * name). A changed password ends every session begun before `passwordChangedAt`: whoever knew
   * the old one is signed out (null: the same password again, which ends nothing).
   */
  resetAsAdmin(passwordHash: string, passwordChangedAt: Date | null): void {
    this.passwordHash = passwordHash;
    this.isAdmin = true;
    if (passwordChangedAt) this.sessionsNotBefore = passwordChangedAt;
    this.record({ name: 'identity.user.reset-as-admin.v1', payload: { userId: this.id } });
  }

  /** The back office in `language` from now on; the caller has checked the site has it. */
  chooseLanguage(language: string): void {
    if (language === this.language) return;
    this.language = language;
    this.record({ name: 'identity.user.language-chosen.v1', payload: { userId: this.id, language } });
  }
}
