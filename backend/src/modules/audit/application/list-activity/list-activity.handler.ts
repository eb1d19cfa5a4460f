import { inject, injectable, optional } from 'inversify';
import type { QueryHandler } from '../../../../kernel/cqrs/query-bus';
import type { Sql } from '../../../../kernel/database/sql';
import { TOKENS } from '../../../../kernel/tokens';
import { ACTIVITY_TIMELINE, type ActivityTimeline } from '../../activity-timeline';
import { decisionFilter, ENTRY_COLUMNS, fromTimeline, fromTrail, newestFirst, readsTimeline, trailCondition, type EntryRow } from '../../infrastructure/activity-sql';
import type { ActivityPage, ListActivity } from './list-activity.query';

/**
 * Two sources, one list: the trail's entries and the decisions on the requests' timelines (kept
 * there, not copied). Each gives its newest `offset + limit` matches, and the merge by time is cut
 * to the page.
 */
@injectable()
export class ListActivityHandler implements QueryHandler<ListActivity, ActivityPage> {
  constructor(
    @inject(TOKENS.Sql) private readonly sql: Sql,
    @inject(ACTIVITY_TIMELINE) @optional() private readonly timeline: ActivityTimeline | undefined,
  ) {}

  async execute(query: ListActivity): Promise<ActivityPage> {
    const wanted = query.offset + query.limit;
    const condition = trailCondition(query.filters);
    const [count, rows, decisions] = await Promise.all([
      this.sql.one<{ n: string }>(`select count(*) as n from audit.entries e where ${condition.sql}`, condition.params),
      this.sql.rows<EntryRow>(`select ${ENTRY_COLUMNS} from audit.entries e where ${condition.sql} order by e.seq desc limit ?`, [...condition.params, wanted]),
      this.timeline && readsTimeline(query.filters) ? this.timeline.decisions(decisionFilter(query.filters), wanted, null, true) : Promise.resolve({ rows: [], total: 0 }),
    ]);
    const merged = [...rows.map(fromTrail), ...decisions.rows.map(fromTimeline)].sort(newestFirst);
    return { data: merged.slice(query.offset, wanted), total: Number(count?.n ?? 0) + decisions.total };
  }
}
