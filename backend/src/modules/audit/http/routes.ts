import { audit } from '@costiera/contracts';
import type { RouteTable } from '../../../kernel/http/route-table';
import type { ModuleContext } from '../../../kernel/module';
import { ListActivity } from '../application/list-activity/list-activity.query';
import { ActivityPeople } from '../application/activity-people/activity-people.query';

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

export function auditRoutes(table: RouteTable, { queries }: ModuleContext): void {
  table.add(audit.listActivity, async ({ query }) => {
    const page = query.page ?? 1;
    const limit = query.limit ?? ENTRIES_PER_PAGE;
    const filters = {
      person: query.person,
      kind: query.kind,
      action: query.action,
      from: query.from !== undefined ? `${query.from}T00:00:00Z` : undefined,
      before: query.to !== undefined ? dayAfter(query.to) : undefined,
    };
    const { data, total } = await queries.execute(new ListActivity(filters, (page - 1) * limit, limit));
    return { data, pagination: { page, limit, total, pages: Math.ceil(total / limit) } };
  });

  table.add(audit.itemHistory, async ({ params }) => {
    const { data } = await queries.execute(new ListActivity({ itemId: params.id }, 0, HISTORY_LENGTH));
    return { data };
  });

  table.add(audit.activityPeople, async () => ({ data: await queries.execute(new ActivityPeople()) }));
}
