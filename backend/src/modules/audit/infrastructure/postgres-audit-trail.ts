import { inject, injectable } from 'inversify';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Clock } from '../../../kernel/clock';
import { TOKENS } from '../../../kernel/tokens';
import type { AuditRecord } from '../../../kernel/audit/audit-entry';
import { entryHash, type AuditTrail, type ChainedEntry } from '../../../kernel/audit/audit-trail';

/**
 * Appends a unit of work's records to `audit.entries`, chained. Writers take the one head row
 * FOR UPDATE, so concurrent transactions append one after the other and form one chain; the lock
 * is held from the append to the commit, after the command's own writes were flushed.
 */
@injectable()
export class PostgresAuditTrail implements AuditTrail {
  constructor(@inject(TOKENS.Clock) private readonly clock: Clock) {}

  async append(em: EntityManager, records: readonly AuditRecord[]): Promise<void> {
    const tx = em.getTransactionContext();
    const connection = em.getConnection();
    const [head] = (await connection.execute('select seq, hash from audit.chain_head where id = 1 for update', [], 'all', tx)) as { seq: string; hash: string }[];
    if (!head) throw new Error('the audit chain head is missing (run the migrations)');
    let seq = Number(head.seq);
    let prevHash = head.hash;
    const at = this.clock.now();
    const rows: unknown[] = [];
    for (const record of records) {
      seq += 1;
      const entry: ChainedEntry = {
        seq,
        at: at.toISOString(),
        actorId: record.actor.id,
        actorName: record.actor.name,
        address: record.address,
        kind: record.kind,
        itemId: record.itemId,
        itemLabel: record.itemLabel,
        action: record.action,
        changes: record.changes,
        prevHash,
      };
      const hash = entryHash(entry);
      rows.push(seq, at, entry.actorId, entry.actorName, entry.address, entry.kind, entry.itemId, entry.itemLabel, entry.action, JSON.stringify(entry.changes), prevHash, hash);
      prevHash = hash;
    }
    const values = records.map(() => '(?, ?, ?, ?, ?, ?, ?, ?, ?, ?::jsonb, ?, ?)').join(', ');
    await connection.execute(
      `insert into audit.entries (seq, at, actor_id, actor_name, address, kind, item_id, item_label, action, changes, prev_hash, hash) values ${values}`,
      rows,
      'run',
      tx,
    );
    await connection.execute('update audit.chain_head set seq = ?, hash = ? where id = 1', [seq, prevHash], 'run', tx);
  }
}
