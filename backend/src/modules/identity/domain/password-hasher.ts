export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(hash: string, password: string): Promise<boolean>;
  /** Spends the same work as a real verify, for unknown usernames (no timing oracle). */
  verifyNothing(password: string): Promise<false>;
}
export const PASSWORD_HASHER = Symbol.for('identity.PasswordHasher');
