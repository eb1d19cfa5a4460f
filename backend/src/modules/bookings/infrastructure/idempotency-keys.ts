import { createHash } from 'node:crypto';
import { EntitySchema } from '@mikro-orm/core';
import type { Sql } from '../../../kernel/database/sql';
import { BookingRequest, type BookingRequestFacts } from '../domain/booking-request';

/**
 * The Idempotency-Key a booking request was stored with: written in the request's own
 * transaction, so a key names a stored request or nothing (why Postgres and not Redis:
 * docs/adr/0016-booking-idempotency-keys-in-postgres.md). Key and request are kept as hashes.
 */

/** How long a key answers with its first request; the deadline sweep deletes older keys. */
export const IDEMPOTENCY_WINDOW_MS = 24 * 60 * 60 * 1000;

const sha256 = (text: string) => createHash('sha256').update(text).digest();

export const keyHashOf = (key: string) => sha256(key);

/**
 * The request's facts in a fixed order: the same request sent again hashes the same. The
 * language is left out: it says which page the request came from, not what is asked, so the
 * same request sent again from the page in another language is still the same request.
 */
export function requestHashOf(facts: BookingRequestFacts): Buffer {
  const { tourId, customerName, customerEmail, customerPhone, date, people, message, time } = facts;
  return sha256(JSON.stringify([tourId, customerName, customerEmail, customerPhone ?? '', date, people, message ?? '', ...(time ? [time] : [])]));
}

export class IdempotencyRecord {
  readonly keyHash: Buffer;
  readonly requestHash: Buffer;

  constructor(
    readonly bookingRequest: BookingRequest,
    key: string,
    facts: BookingRequestFacts,
    readonly createdAt: Date,
  ) {
    this.keyHash = keyHashOf(key);
    this.requestHash = requestHashOf(facts);
  }
}

export const IdempotencyRecordSchema = new EntitySchema<IdempotencyRecord>({
  class: IdempotencyRecord,
  tableName: 'idempotency_keys',
  schema: 'bookings',
  properties: {
    keyHash: { type: 'Buffer', columnType: 'bytea', fieldName: 'key_hash', primary: true },
    requestHash: { type: 'Buffer', columnType: 'bytea', fieldName: 'request_hash' },
    // A reference, so a flush inserts the request before its key (the foreign key is not deferred).
    bookingRequest: { kind: 'm:1', entity: () => BookingRequest, fieldName: 'booking_request_id' },
    createdAt: { type: 'Date', fieldName: 'created_at' },
  },
});

/** What a key was first used for, with the request as stored now. */
export interface KeyedSubmission {
  readonly requestHash: Buffer;
  readonly keyCreatedAt: Date;
  readonly id: string;
  readonly reference: string;
  readonly status: string;
  readonly createdAt: Date;
}

export async function findKeyedSubmission(sql: Sql, key: string): Promise<KeyedSubmission | null> {
  const row = await sql.one<{ request_hash: Buffer; key_created_at: Date; id: string; reference: string; status: string; created_at: Date }>(
    `select k.request_hash, k.created_at as key_created_at, r.id, r.reference, r.status, r.created_at
     from bookings.idempotency_keys k join bookings.booking_requests r on r.id = k.booking_request_id
     where k.key_hash = ?`,
    [keyHashOf(key)],
  );
  return row ? { requestHash: row.request_hash, keyCreatedAt: new Date(row.key_created_at), id: row.id, reference: row.reference, status: row.status, createdAt: new Date(row.created_at) } : null;
}
