import { inject, injectable } from 'inversify';
import type { QueryHandler } from '../../../../kernel/cqrs/query-bus';
import type { Sql } from '../../../../kernel/database/sql';
import { isUuid } from '../../../../kernel/database/postgres';
import { TOKENS } from '../../../../kernel/tokens';
import type { GetProviderBookingAddresses } from './get-provider-booking-addresses.query';

@injectable()
export class GetProviderBookingAddressesHandler implements QueryHandler<GetProviderBookingAddresses, readonly string[]> {
  constructor(@inject(TOKENS.Sql) private readonly sql: Sql) {}

  async execute({ of }: GetProviderBookingAddresses): Promise<readonly string[]> {
    if ('tourId' in of) {
      if (!isUuid(of.tourId)) return [];
      const row = await this.sql.one<{ booking_emails: string[] }>(
        `select p.booking_emails from catalog.tours t join catalog.providers p on p.id = t.provider_id and p.active where t.id = ?`,
        [of.tourId],
      );
      return row?.booking_emails ?? [];
    }
    const row = await this.sql.one<{ booking_emails: string[] }>(`select booking_emails from catalog.providers where id = ? and active`, [of.providerId]);
    return row?.booking_emails ?? [];
  }
}
