import { createHash, randomBytes } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Sql } from '../../../kernel/database/sql';

export type LinkParty = 'provider' | 'traveller';

/** What a link's token stands for. */
export interface LinkGrant {
  readonly bookingRequestId: string;
  readonly party: LinkParty;
  /** The tour's provider id when the provider's link was made (the link is theirs only). */
  readonly providerId: string | null;
}

/** 256 random bits, base64url: 43 characters. */
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

const hashOf = (token: string) => createHash('sha256').update(token).digest();

/**
 * A new link token for one party of one request, stored only as its SHA-256 hash (a database
 * copy opens no request). Written in the caller's transaction: in the worker, the email's
 * delivery, so a token exists only if its email was handed to the mail server.
 */
export async function mintLinkToken(em: EntityManager, grant: LinkGrant): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await em.execute('insert into bookings.booking_tokens (token_hash, booking_request_id, party, provider_id) values (?, ?, ?, ?)', [
    hashOf(token),
    grant.bookingRequestId,
    grant.party,
    grant.providerId,
  ]);
  return token;
}

/** The grant of a token; null for anything unknown, altered or malformed. */
export async function findLinkGrant(sql: Sql, token: string): Promise<LinkGrant | null> {
  if (!TOKEN.test(token)) return null;
  const row = await sql.one<{ booking_request_id: string; party: LinkParty; provider_id: string | null }>(
    'select booking_request_id, party, provider_id from bookings.booking_tokens where token_hash = ?',
    [hashOf(token)],
  );
  return row ? { bookingRequestId: row.booking_request_id, party: row.party, providerId: row.provider_id } : null;
}
