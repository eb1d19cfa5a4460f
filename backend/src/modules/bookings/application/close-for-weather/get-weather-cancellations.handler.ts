import { inject, injectable } from 'inversify';
import type { QueryHandler } from '../../../../kernel/cqrs/query-bus';
import type { Sql } from '../../../../kernel/database/sql';
import { isUuid } from '../../../../kernel/database/postgres';
import { TOKENS } from '../../../../kernel/tokens';
import { TOUR_FACTS_JOIN } from '../../../catalog';
import type { GetWeatherCancellations } from './get-weather-cancellations.query';

@injectable()
export class GetWeatherCancellationsHandler implements QueryHandler<GetWeatherCancellations, string[]> {
  constructor(@inject(TOKENS.Sql) private readonly sql: Sql) {}

  async execute({ id, sharing }: GetWeatherCancellations): Promise<string[]> {
    if (!isUuid(id)) return [];
    const same =
      sharing === 'traveller'
        ? 'lower(b.customer_email) = lower(x.customer_email)'
        : `(select provider_id from ${TOUR_FACTS_JOIN('b.tour_id')} tb) is not distinct from (select provider_id from ${TOUR_FACTS_JOIN('x.tour_id')} tx)`;
    const rows = await this.sql.rows<{ id: string }>(
      `select b.id from bookings.booking_requests b
       join bookings.booking_requests x on x.id = ?
       where b.status = 'cancelled' and b.decided_by = 'admin' and ${same}
         and b.decided_at = x.decided_at and b.decision_reason = x.decision_reason
       order by b.created_at, b.id`,
      [id],
    );
    return rows.map((r) => r.id);
  }
}
