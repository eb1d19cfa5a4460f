import type { audit } from '@costiera/contracts';
import { inject, injectable, optional } from 'inversify';
import type { QueryHandler } from '../../../../kernel/cqrs/query-bus';
import type { Sql } from '../../../../kernel/database/sql';
import { keysetBatches } from '../../../../kernel/database/keyset-batches';
import { TOKENS } from '../../../../kernel/tokens';
import { ACTIVITY_TIMELINE, type ActivityTimeline, type TimelineCursor, type TimelineDecision } from '../../activity-timeline';
import { decisionFilter, ENTRY_COLUMNS, fromTimeline, fromTrail, readsTimeline, trailCondition, type EntryRow } from '../../infrastructure/activity-sql';
import type { ExportActivity } from './export-activity.query';

const BATCH = 1000;

type Entries = AsyncIterator<readonly audit.ActivityEntry[]>;

/**
 * The trail and the timelines' decisions, each read in keyset batches, merged newest first as the
 * consumer asks: at most a batch of each is held, however long the trail.
 */
@injectable()
export class ExportActivityHandler implements QueryHandler<ExportActivity> {
  constructor(
    @inject(TOKENS.Sql) private readonly sql: Sql,
    @inject(ACTIVITY_TIMELINE) @optional() private readonly timeline: ActivityTimeline | undefined,
  ) {}

  async execute({ filter }: ExportActivity): Promise<AsyncIterable<readonly audit.ActivityEntry[]>> {
    const condition = trailCondition(filter);
    const trail = mapped(
      keysetBatches<EntryRow, string>(
        (after, size) =>
          this.sql.rows<EntryRow>(
            `select ${ENTRY_COLUMNS} from audit.entries e where ${condition.sql}${after ? ' and e.seq < ?' : ''} order by e.seq desc limit ?`,
            [...condition.params, ...(after ? [after] : []), size],
          ),
        (row) => row.seq,
        BATCH,
      ),
      fromTrail,
    );
    const timeline = this.timeline;
    const decisions = timeline && readsTimeline(filter)
      ? mapped(
          keysetBatches<TimelineDecision, TimelineCursor>(
            async (after, size) => (await timeline.decisions(decisionFilter(filter), size, after, false)).rows,
            (row) => ({ at: row.at, id: row.id }),
            BATCH,
          ),
          fromTimeline,
        )
      : null;
    return decisions ? mergedNewestFirst(trail, decisions) : trail;
  }
}

async function* mapped<Row>(batches: AsyncIterable<readonly Row[]>, entry: (row: Row) => audit.ActivityEntry): AsyncGenerator<readonly audit.ActivityEntry[]> {
  for await (const batch of batches) yield batch.map(entry);
}

/** Two newest-first streams as one, in batches of at most BATCH entries. */
async function* mergedNewestFirst(a: AsyncIterable<readonly audit.ActivityEntry[]>, b: AsyncIterable<readonly audit.ActivityEntry[]>): AsyncGenerator<readonly audit.ActivityEntry[]> {
  const sources = [a[Symbol.asyncIterator](), b[Symbol.asyncIterator]()] as const;
  const buffers: audit.ActivityEntry[][] = [[], []];
  const done = [false, false];
  const refill = async (i: 0 | 1, it: Entries) => {
    while (!done[i] && buffers[i]!.length === 0) {
      const next = await it.next();
      if (next.done) done[i] = true;
      else buffers[i]!.push(...next.value);
    }
  };
  let out: audit.ActivityEntry[] = [];
  for (;;) {
    await refill(0, sources[0]);
    await refill(1, sources[1]);
    const [x, y] = [buffers[0]![0], buffers[1]![0]];
    if (!x && !y) break;
    out.push(!y || (x && x.at >= y.at) ? buffers[0]!.shift()! : buffers[1]!.shift()!);
    if (out.length === BATCH) {
      yield out;
      out = [];
    }
  }
  if (out.length > 0) yield out;
}
