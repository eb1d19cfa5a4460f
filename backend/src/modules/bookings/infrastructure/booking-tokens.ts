import { createHash, createHmac, randomBytes } from 'node:crypto';
import { EntitySchema } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { prepared } from '../../../kernel/database/prepared';
import { BookingRequest } from '../domain/booking-request';

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
 * The traveller's link token made with the request itself, so its answer can name the status
 * page. Sent with an Idempotency-Key, the token is derived from the key, the request and the
 * server's secret: the same key answers the same link again, and the database still holds only
 * its hash. Without a key it is random.
 */
export function travellerToken(requestId: string, idempotencyKey: string | null, secret: string): string {
  if (idempotencyKey === null) return randomBytes(32).toString('base64url');
  return createHmac('sha256', secret).update(`traveller-link\0${requestId}\0${idempotencyKey}`).digest('base64url');
}

/** A token row written in the unit of work that stores its request (the group commit persists entities, not SQL). */
export class LinkTokenRow {
  readonly tokenHash: Buffer;
  readonly party: LinkParty = 'traveller';
  readonly providerId: string | null = null;

  constructor(
    readonly bookingRequest: BookingRequest,
    token: string,
    readonly createdAt: Date,
  ) {
    this.tokenHash = hashOf(token);
  }
}

export const LinkTokenRowSchema = new EntitySchema<LinkTokenRow>({
  class: LinkTokenRow,
  tableName: 'booking_tokens',
  schema: 'bookings',
  properties: {
    tokenHash: { type: 'Buffer', columnType: 'bytea', fieldName: 'token_hash', primary: true },
    // A reference, so a flush inserts the request before its token (the foreign key is not deferred).
    bookingRequest: { kind: 'm:1', entity: () => BookingRequest, fieldName: 'booking_request_id' },
    party: { type: 'text' },
    providerId: { type: 'text', fieldName: 'provider_id', nullable: true },
    createdAt: { type: 'Date', fieldName: 'created_at' },
  },
});

/**
 * A new link token for one party of one request, stored only as its SHA-256 hash (a database
 * copy opens no request). Written in the caller's transaction: in the worker, the email's
 * delivery, so a token exists only if its email was handed to the mail server.
 */
export async function mintLinkToken(em: EntityManager, grant: LinkGrant): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await prepared(em, 'bookings.link-token-insert', 'insert into bookings.booking_tokens (token_hash, booking_request_id, party, provider_id) values (?, ?, ?, ?)', [
    hashOf(token),
    grant.bookingRequestId,
    grant.party,
    grant.providerId,
  ]);
  return token;
}

/** What the database keys a link token by; null for a malformed token (it opens nothing). */
export function linkTokenHash(token: string): Buffer | null {
  return TOKEN.test(token) ? hashOf(token) : null;
}
