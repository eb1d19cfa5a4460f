import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { prepared } from '../../../kernel/database/prepared';
import type { Sql } from '../../../kernel/database/sql';

/** 256 bits, base64url: 43 characters. */
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

const hashOf = (token: string) => createHash('sha256').update(token).digest();

/**
 * A provider's feed token: an HMAC of the provider and the row's random salt under the server's
 * secret. The database holds the salt and the token's hash only, so a copy of it opens no feed,
 * while every provider email can still name the current link.
 */
const tokenOf = (providerId: string, salt: Buffer, secret: string) => createHmac('sha256', secret).update('calendar-feed\0').update(providerId).update('\0').update(salt).digest('base64url');

/** The feed's address: `${base}/calendar/providers/<token>.ics`. */
export const calendarFeedUrl = (publicBaseUrl: string, token: string) => `${publicBaseUrl}/calendar/providers/${token}.ics`;

/**
 * The provider's current feed token, made on first use; written in the caller's transaction
 * (an email's delivery). A changed server secret re-keys the row to the token it now derives.
 */
export async function currentFeedToken(em: EntityManager, providerId: string, secret: string): Promise<string> {
  const select = `select salt, token_hash from bookings.provider_calendar_feeds where provider_id = ?`;
  // Every provider email names the feed: read first, so only a provider's first email writes.
  let [row] = await prepared<{ salt: Buffer; token_hash: Buffer }>(em, 'bookings.feed-token', select, [providerId]);
  if (!row) {
    await em.execute(`insert into bookings.provider_calendar_feeds (provider_id, salt, token_hash) values (?, ?, ?) on conflict (provider_id) do nothing`, [
      providerId,
      ...saltAndHash(providerId, secret),
    ]);
    [row] = await prepared<{ salt: Buffer; token_hash: Buffer }>(em, 'bookings.feed-token', select, [providerId]);
  }
  const token = tokenOf(providerId, row!.salt, secret);
  const hash = hashOf(token);
  if (!timingSafeEqual(hash, row!.token_hash)) await em.execute(`update bookings.provider_calendar_feeds set token_hash = ? where provider_id = ?`, [hash, providerId]);
  return token;
}

/** A new token for the provider: the one before stops opening the feed when this commits. */
export async function rotateFeedToken(em: EntityManager, providerId: string, secret: string, by: string, now: Date): Promise<string> {
  const salt = randomBytes(32);
  const token = tokenOf(providerId, salt, secret);
  await em.execute(
    `insert into bookings.provider_calendar_feeds (provider_id, salt, token_hash, rotated_at, rotated_by) values (?, ?, ?, ?, ?)
     on conflict (provider_id) do update set salt = excluded.salt, token_hash = excluded.token_hash, rotated_at = excluded.rotated_at, rotated_by = excluded.rotated_by`,
    [providerId, salt, hashOf(token), now, by],
  );
  return token;
}

/** The provider a feed token belongs to; null for anything unknown, replaced or malformed. */
export async function findFeedProvider(sql: Sql, token: string): Promise<string | null> {
  if (!TOKEN.test(token)) return null;
  const row = await sql.one<{ provider_id: string }>(`select provider_id from bookings.provider_calendar_feeds where token_hash = ?`, [hashOf(token)]);
  return row?.provider_id ?? null;
}

function saltAndHash(providerId: string, secret: string): [Buffer, Buffer] {
  const salt = randomBytes(32);
  return [salt, hashOf(tokenOf(providerId, salt, secret))];
}
