import { inject, injectable } from 'inversify';
import type { QueryHandler } from '../../../../kernel/cqrs/query-bus';
import type { Sql } from '../../../../kernel/database/sql';
import { TOKENS } from '../../../../kernel/tokens';
import type { ActivityPeople } from './activity-people.query';

@injectable()
export class ActivityPeopleHandler implements QueryHandler<ActivityPeople, string[]> {
  constructor(@inject(TOKENS.Sql) private readonly sql: Sql) {}

  async execute(): Promise<string[]> {
    // A loose index scan: one probe per distinct name on the actor index, not a walk of the whole trail.
    const rows = await this.sql.rows<{ name: string }>(
      `with recursive names as (
         (select actor_name as name from audit.entries order by actor_name limit 1)
         union all
         select (select actor_name from audit.entries where actor_name > names.name order by actor_name limit 1)
           from names where names.name is not null
       ) select name from names where name is not null`,
    );
    return [...new Set([...rows.map((r) => r.name), 'provider', 'traveller'])].sort();
  }
}
