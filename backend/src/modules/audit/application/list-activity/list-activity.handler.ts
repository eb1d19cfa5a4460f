import type { audit } from '@costiera/contracts';
import { inject, injectable } from 'inversify';
import type { QueryBus, QueryHandler } from '../../../../kernel/cqrs/query-bus';
import type { Sql } from '../../../../kernel/database/sql';
import { isoTimestamp } from '../../../../kernel/database/postgres';
import { TOKENS } from '../../../../kernel/tokens';
import { ListBookingDecisions, type BookingDecision } from '../../../bookings';
import type { ActivityPage, ListActivity } from './list-activity.query';

interface EntryRow {
  seq: string;
  at: string;
  actor_id: string | null;
  actor_name: string;
  address: string | null;
  kind: string;
  item_id: string | null;
  item_label: string | null;
  action: string;
  changes: audit.FieldChange[];
}

/** The people whose decisions are read from the requests' timelines rather than the trail. */
const TIMELINE_PEOPLE = ['provider', 'traveller'];
const TIMELINE_KIND = 'booking-request';

/**
 * Two sources, one list: the trail's entries and the decisions on the requests' timelines (kept
 * there, not copied). Each gives its newest `offset + limit` matches, and the merge by time is cut
 * to the page.
 */
@injectable()
export class ListActivityHandler implements QueryHandler<ListActivity, ActivityPage> {
  constructor(
    @inject(TOKENS.Sql) private readonly sql: Sql,
    @inject(TOKENS.QueryBus) private readonly queries: QueryBus,
  ) {}

  async execute(query: ListActivity): Promise<ActivityPage> {
    const { person, kind, action, from, before, itemId } = query.filters;
    const wanted = query.offset + query.limit;
    const where: string[] = [];
    const params: unknown[] = [];
    const add = (sql: string, value: unknown) => {
      where.push(sql);
      params.push(value);
    };
    if (person !== undefined) add('e.actor_name = ?', person);
    if (kind !== undefined) add('e.kind = ?', kind);
    if (action !== undefined) add('e.action = ?', action);
    if (from !== undefined) add('e.at >= ?', from);
    if (before !== undefined) add('e.at < ?', before);
    if (itemId !== undefined) add('e.item_id = ?', itemId);
    const condition = where.length > 0 ? `where ${where.join(' and ')}` : '';
    const readsTimeline = (person === undefined || TIMELINE_PEOPLE.includes(person)) && (kind === undefined || kind === TIMELINE_KIND);
    const [count, rows, decisions] = await Promise.all([
      this.sql.one<{ n: string }>(`select count(*) as n from audit.entries e ${condition}`, params),
      this.sql.rows<EntryRow>(
        `select e.seq, ${isoTimestamp('e.at')} as at, e.actor_id, e.actor_name, e.address, e.kind, e.item_id, e.item_label, e.action, e.changes
           from audit.entries e ${condition} order by e.seq desc limit ?`,
        [...params, wanted],
      ),
      readsTimeline
        ? this.queries.execute(new ListBookingDecisions({ actor: person, action, bookingRequestId: itemId, from, before }, wanted))
        : Promise.resolve({ rows: [], total: 0 }),
    ]);
    const merged = [...rows.map(fromTrail), ...decisions.rows.map(fromTimeline)].sort((a, b) => (a.at < b.at ? 1 : a.at > b.at ? -1 : 0));
    return { data: merged.slice(query.offset, wanted), total: Number(count?.n ?? 0) + decisions.total };
  }
}

function fromTrail(row: EntryRow): audit.ActivityEntry {
  return {
    id: `audit:${row.seq}`,
    at: row.at,
    actor: { id: row.actor_id, name: row.actor_name },
    address: row.address,
    kind: row.kind,
    item_id: row.item_id,
    item_label: row.item_label,
    action: row.action,
    changes: row.changes,
  };
}

function fromTimeline(decision: BookingDecision): audit.ActivityEntry {
  return {
    id: `timeline:${decision.id}`,
    at: decision.at,
    actor: { id: null, name: decision.actor },
    address: null,
    kind: TIMELINE_KIND,
    item_id: decision.bookingRequestId,
    item_label: decision.customerName,
    action: decision.action,
    changes: decision.detail === null ? [] : [{ field: decision.action === 'decided' ? 'status' : 'proposed_date', before: null, after: decision.detail }],
  };
}
