import type { audit } from '@costiera/contracts';
import { isoTimestamp } from '../../../kernel/database/postgres';
import type { TimelineDecision, TimelineFilter } from '../activity-timeline';

/** What narrows the activity: the list's filters as bounds (ISO timestamps), or one item. */
export interface ActivityFilter {
  readonly person?: string;
  readonly kind?: string;
  readonly action?: string;
  /** Inclusive lower bound, exclusive upper bound. */
  readonly from?: string;
  readonly before?: string;
  readonly itemId?: string;
}

export interface EntryRow {
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

export const ENTRY_COLUMNS = `e.seq, ${isoTimestamp('e.at')} as at, e.actor_id, e.actor_name, e.address, e.kind, e.item_id, e.item_label, e.action, e.changes`;

/** The people whose decisions are read from the requests' timelines rather than the trail. */
const TIMELINE_PEOPLE = ['provider', 'traveller'];
/** The kind of item those timelines are about. */
const TIMELINE_KIND = 'booking-request';

/** The trail's `where` for the filter, with its parameters. */
export function trailCondition(filter: ActivityFilter): { sql: string; params: unknown[] } {
  const where: string[] = [];
  const params: unknown[] = [];
  const add = (sql: string, value: unknown) => {
    where.push(sql);
    params.push(value);
  };
  if (filter.person !== undefined) add('e.actor_name = ?', filter.person);
  if (filter.kind !== undefined) add('e.kind = ?', filter.kind);
  if (filter.action !== undefined) add('e.action = ?', filter.action);
  if (filter.from !== undefined) add('e.at >= ?', filter.from);
  if (filter.before !== undefined) add('e.at < ?', filter.before);
  if (filter.itemId !== undefined) add('e.item_id = ?', filter.itemId);
  return { sql: where.length > 0 ? where.join(' and ') : 'true', params };
}

/** Whether the requests' timelines can hold entries the filter matches. */
export function readsTimeline(filter: ActivityFilter): boolean {
  return (filter.person === undefined || TIMELINE_PEOPLE.includes(filter.person)) && (filter.kind === undefined || filter.kind === TIMELINE_KIND);
}

/** The timeline's filter for the same entries. */
export function decisionFilter(filter: ActivityFilter): TimelineFilter {
  return { actor: filter.person, action: filter.action, itemId: filter.itemId, from: filter.from, before: filter.before };
}

export function fromTrail(row: EntryRow): audit.ActivityEntry {
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

export function fromTimeline(decision: TimelineDecision): audit.ActivityEntry {
  return {
    id: `timeline:${decision.id}`,
    at: decision.at,
    actor: { id: null, name: decision.actor },
    address: null,
    kind: decision.kind,
    item_id: decision.itemId,
    item_label: decision.itemLabel,
    action: decision.action,
    changes: decision.detail === null ? [] : [{ field: decision.field, before: null, after: decision.detail }],
  };
}

/** Newest first; entries of the same instant keep their order. */
export const newestFirst = (a: audit.ActivityEntry, b: audit.ActivityEntry) => (a.at < b.at ? 1 : a.at > b.at ? -1 : 0);
