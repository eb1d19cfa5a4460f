import * as t from 'io-ts';
import { csvFile, route } from '../http';
import { closed, nullable, oneOf, paged, queryDate, queryInt, queryText, text } from '../codecs';

/** The kinds of item the trail names (the Activity page's filter). */
export const AUDIT_KINDS = [
  'tour',
  'tour-translation',
  'tour-calendar',
  'provider',
  'category',
  'category-translation',
  'article',
  'article-translation',
  'page',
  'page-translation',
  'booking-request',
  'weather-closure',
  'photo',
  'user',
] as const;
export type AuditKind = (typeof AUDIT_KINDS)[number];

/** What was done (the Activity page's filter); `decided` and `date-proposed` come from the requests' timelines. */
export const AUDIT_ACTIONS = [
  'create',
  'update',
  'delete',
  'confirm',
  'status-change',
  'close-date',
  'reopen-date',
  'rotate-link',
  'sign-in',
  'sign-in-failed',
  'sign-out',
  'erase',
  'erase-on-request',
  'upload',
  'decided',
  'date-proposed',
] as const;

/** One changed field: its value before and after, or (long texts) a unified diff. */
export const FieldChange = t.union([
  t.type({ field: t.string, before: t.unknown, after: t.unknown }),
  t.type({ field: t.string, diff: t.string }),
]);
export type FieldChange = t.TypeOf<typeof FieldChange>;

export const ActivityEntry = t.type(
  {
    /** `audit:<seq>` for the trail, `timeline:<id>` for a decision read from a request's timeline. */
    id: t.string,
    at: t.string,
    /** A user (id and username; a failed sign-in: the username tried), `system`, or (timeline) `provider` / `traveller`. */
    actor: t.type({ id: nullable(t.string), name: t.string }),
    address: nullable(t.string),
    kind: t.string,
    item_id: nullable(t.string),
    item_label: nullable(t.string),
    action: t.string,
    changes: t.array(FieldChange),
  },
  'ActivityEntry',
);
export type ActivityEntry = t.TypeOf<typeof ActivityEntry>;

/** What narrows the Activity list (and its export). */
const activityFilters = {
  /** A username (exact), `system`, `provider` or `traveller`. */
  person: queryText('Person', 100),
  kind: oneOf('Kind', AUDIT_KINDS),
  action: oneOf('Action', AUDIT_ACTIONS),
  /** First day shown (UTC), inclusive. */
  from: queryDate('From'),
  /** Last day shown (UTC), inclusive. */
  to: queryDate('To'),
};

export const ActivityFilters = closed({}, { page: queryInt('Page', 1, 1_000_000), limit: queryInt('Limit', 1, 100), ...activityFilters });
export type ActivityFilters = t.TypeOf<typeof ActivityFilters>;

/** The Activity page: the trail and the requests' decisions, newest first, paged. */
export const listActivity = route({
  name: 'audit.admin.list-activity',
  method: 'GET',
  path: '/api/admin/activity',
  access: 'admin',
  query: ActivityFilters,
  response: paged(ActivityEntry),
});

/** One item's history (a tour with its translations and calendar, a request with its decisions), newest first. */
export const itemHistory = route({
  name: 'audit.admin.item-history',
  method: 'GET',
  path: '/api/admin/activity/items/:id',
  access: 'admin',
  params: closed({ id: text('Item', 100) }),
  response: t.type({ data: t.array(ActivityEntry) }),
});

/** The people the Activity page can filter by: everyone the trail names. */
export const activityPeople = route({
  name: 'audit.admin.activity-people',
  method: 'GET',
  path: '/api/admin/activity/people',
  access: 'admin',
  response: t.type({ data: t.array(t.string) }),
});

/** The export's columns; `changes` holds one line per changed field (`field: before → after`), a long text's diff after its name. */
export const ACTIVITY_EXPORT_COLUMNS = ['at', 'actor', 'actor_id', 'address', 'kind', 'item_id', 'item_label', 'action', 'changes'] as const;

/** Every entry the Activity list's filters match (all pages), newest first, as a CSV file. */
export const exportActivity = route({
  name: 'audit.admin.export-activity',
  method: 'GET',
  path: '/api/admin/exports/activity.csv',
  access: 'admin',
  query: closed({}, activityFilters, 'ActivityExportQuery'),
  response: csvFile('ActivityCsv', ACTIVITY_EXPORT_COLUMNS),
  mediaType: 'text/csv',
});
