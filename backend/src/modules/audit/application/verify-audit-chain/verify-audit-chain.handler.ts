import { inject, injectable } from 'inversify';
import type { QueryHandler } from '../../../../kernel/cqrs/query-bus';
import type { Sql } from '../../../../kernel/database/sql';
import { isoTimestamp } from '../../../../kernel/database/postgres';
import { TOKENS } from '../../../../kernel/tokens';
import type { EntryRow } from '../../infrastructure/activity-sql';
import { entryHash, GENESIS_HASH } from '../../../../kernel/audit/audit-trail';
import type { AuditChainReport, VerifyAuditChain } from './verify-audit-chain.query';

interface ChainedRow extends EntryRow {
  prev_hash: string;
  hash: string;
}

/** Entries read per round trip: the walk's memory stays constant however long the trail. */
const BATCH = 1000;

@injectable()
export class VerifyAuditChainHandler implements QueryHandler<VerifyAuditChain, AuditChainReport> {
  constructor(@inject(TOKENS.Sql) private readonly sql: Sql) {}

  async execute(): Promise<AuditChainReport> {
    let expectedSeq = 1;
    let prevHash = GENESIS_HASH;
    let count = 0;
    for (;;) {
      const rows = await this.sql.rows<ChainedRow>(
        `select seq, ${isoTimestamp('at')} as at, actor_id, actor_name, address, kind, item_id, item_label, action, changes, prev_hash, hash
           from audit.entries where seq >= ? order by seq limit ?`,
        [expectedSeq, BATCH],
      );
      for (const row of rows) {
        const seq = Number(row.seq);
        if (seq !== expectedSeq) return broken(count, expectedSeq, `entry ${expectedSeq} was removed`);
        if (row.prev_hash !== prevHash) return broken(count, seq, `entry ${seq} does not follow the entry before it (an earlier entry was altered or removed)`);
        const hash = entryHash({
          seq,
          at: row.at,
          actorId: row.actor_id,
          actorName: row.actor_name,
          address: row.address,
          kind: row.kind,
          itemId: row.item_id,
          itemLabel: row.item_label,
          action: row.action,
          changes: row.changes,
          prevHash: row.prev_hash,
        });
        if (hash !== row.hash) return broken(count, seq, `entry ${seq} was altered`);
        prevHash = row.hash;
        expectedSeq = seq + 1;
        count += 1;
      }
      if (rows.length < BATCH) break;
    }
    const head = await this.sql.one<{ seq: string; hash: string }>('select seq, hash from audit.chain_head where id = 1');
    if (!head) return broken(count, expectedSeq, 'the chain head is missing');
    const last = expectedSeq - 1;
    if (Number(head.seq) > last) return broken(count, expectedSeq, `entries ${expectedSeq} to ${head.seq} were removed`);
    if (Number(head.seq) !== last || head.hash !== prevHash) return broken(count, last, `the chain head does not name entry ${last}`);
    return { intact: true, entries: count };
  }
}

function broken(entries: number, seq: number, problem: string): AuditChainReport {
  return { intact: false, entries, seq, problem };
}
