import argon2 from 'argon2';
import { injectable } from 'inversify';
import type { PasswordHasher } from '../domain/password-hasher';

/** argon2id at the OWASP minimum: 19 MiB memory, 2 iterations, 1 lane. */
const OPTIONS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

@injectable()
export class Argon2PasswordHasher implements PasswordHasher {
  private dummy: Promise<string> | null = null;

  hash(password: string): Promise<string> {
    return argon2.hash(password, OPTIONS);
  }

  async verify(hash: string, password: string): Promise<boolean> {
    try {
      return await argon2.verify(hash, password);
    } catch {
      return false;
    }
  }

  async verifyNothing(password: string): Promise<false> {
    this.dummy ??= argon2.hash('no user has this password', OPTIONS);
    await this.verify(await this.dummy, password);
    return false;
  }
}
