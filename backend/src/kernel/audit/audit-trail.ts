import { createHash } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { canonicalJson, type AuditRecord, type FieldChange } from './audit-entry';

/**
 * Where the command bus appends the audit records of a unit of work, inside its transaction
 * (bound by the module that owns the trail's table).
 */
export interface AuditTrail {
  append(em: EntityManager, records: readonly AuditRecord[]): Promise<void>;
}

/** An entry of the trail as stored: a record with its place in the chain. */
export interface ChainedEntry {
  readonly seq: number;
  /** ISO 8601 with milliseconds, UTC (`2026-05-01T08:00:00.000Z`). */
  readonly at: string;
  readonly actorId: string | null;
  readonly actorName: string;
  readonly address: string | null;
  readonly kind: string;
  readonly itemId: string | null;
  readonly itemLabel: string | null;
  readonly action: string;
  readonly changes: readonly FieldChange[];
  readonly prevHash: string;
}

/** The previous hash of the first entry. */
export const GENESIS_HASH = '0'.repeat(64);

/** SHA-256 (hex) over the canonical serialisation of an entry, its previous hash included. */
export function entryHash(entry: ChainedEntry): string {
  const serialised = canonicalJson([
    entry.seq,
    entry.at,
    entry.actorId,
    entry.actorName,
    entry.address,
    entry.kind,
    entry.itemId,
    entry.itemLabel,
    entry.action,
    entry.changes,
    entry.prevHash,
  ]);
  return createHash('sha256').update(serialised).digest('hex');
}
