import { inject, injectable } from 'inversify';
import type { QueryBus, QueryHandler } from '../../../../kernel/cqrs/query-bus';
import type { Sql } from '../../../../kernel/database/sql';
import type { Clock } from '../../../../kernel/clock';
import { TOKENS } from '../../../../kernel/tokens';
import { DeletedTourProvider } from '../../../catalog';
import { findLinkGrant } from '../../infrastructure/booking-tokens';
import { GetBookingEmailFacts } from '../get-booking-email-facts/get-booking-email-facts.query';
import type { BookingLinkView, GetBookingLink } from './get-booking-link.query';

@injectable()
export class GetBookingLinkHandler implements QueryHandler<GetBookingLink, BookingLinkView | null> {
  constructor(
    @inject(TOKENS.Sql) private readonly sql: Sql,
    @inject(TOKENS.QueryBus) private readonly queries: QueryBus,
    @inject(TOKENS.Clock) private readonly clock: Clock,
  ) {}

  async execute(query: GetBookingLink): Promise<BookingLinkView | null> {
    const grant = await findLinkGrant(this.sql, query.token);
    if (!grant) return null;
    const facts = await this.queries.execute(new GetBookingEmailFacts(grant.bookingRequestId));
    if (!facts) return null;
    // A provider's link is bound to the provider the tour had when it was sent: a change of
    // provider revokes it, and so does the provider a deleted tour had last.
    if (grant.party === 'provider' && grant.providerId !== null) {
      const provider = facts.tour ? facts.tour.providerId : await this.queries.execute(new DeletedTourProvider(facts.tourId));
      if (provider !== null && provider !== grant.providerId) return null;
    }
    const expired = facts.status === 'pending' && facts.respondBy !== null && new Date(facts.respondBy) <= this.clock.now();
    return { party: grant.party, facts, expired };
  }
}
