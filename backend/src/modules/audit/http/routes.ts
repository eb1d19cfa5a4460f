import { audit } from '@costiera/contracts';
import type { RouteTable } from '../../../kernel/http/route-table';
import type { ModuleContext } from '../../../kernel/module';
import { ListActivity } from '../application/list-activity/list-activity.query';
import { ActivityPeople } from '../application/activity-people/activity-people.query';
import { ExportActivity } from '../application/export-activity/export-activity.query';
import type { ActivityFilter } from '../infrastructure/activity-sql';
import { sendCsv } from '../../../kernel/http/csv-answer';
import type { Clock } from '../../../kernel/clock';
import type { Logger } from '../../../kernel/logger';
import { TOKENS } from '../../../kernel/tokens';
import { ACTIVITY_EXPORT_COLUMNS } from './activity-export-columns';

/** The Activity page's default page size. */
const ENTRIES_PER_PAGE = 20;
/** An item's history on its form: the newest entries, enough for any item's life in the back office. */
const HISTORY_LENGTH = 200;

/** The day after `date` (YYYY-MM-DD), at midnight UTC: the exclusive end of a range ending on `date`. */
function dayAfter(date: string): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString();
}

/** The list's filters as the queries take them: days as bounds in time. */
function activityFilter(query: { person?: string; kind?: string; action?: string; from?: string; to?: string }): ActivityFilter {
  return {
    person: query.person,
    kind: query.kind,
    action: query.action,
    from: query.from !== undefined ? `${query.from}T00:00:00Z` : undefined,
    before: query.to !== undefined ? dayAfter(query.to) : undefined,
  };
}

export function auditRoutes(table: RouteTable, { queries, container }: ModuleContext): void {
  const clock = container.get<Clock>(TOKENS.Clock);
  const logger = container.get<Logger>(TOKENS.Logger);

  table.add(audit.listActivity, async ({ query }) => {
    const page = query.page ?? 1;
    const limit = query.limit ?? ENTRIES_PER_PAGE;
    const { data, total } = await queries.execute(new ListActivity(activityFilter(query), (page - 1) * limit, limit));
    return { data, pagination: { page, limit, total, pages: Math.ceil(total / limit) } };
  });

  table.add(audit.itemHistory, async ({ params }) => {
    const { data } = await queries.execute(new ListActivity({ itemId: params.id }, 0, HISTORY_LENGTH));
    return { data };
  });

  table.add(audit.exportActivity, async ({ query, ctx }) => {
    const batches = await queries.execute(new ExportActivity(activityFilter(query)));
    await sendCsv(ctx, { filename: `activity-${clock.now().toISOString().slice(0, 10)}.csv`, columns: ACTIVITY_EXPORT_COLUMNS, batches }, logger);
  });

  table.add(audit.activityPeople, async () => ({ data: await queries.execute(new ActivityPeople()) }));
}
