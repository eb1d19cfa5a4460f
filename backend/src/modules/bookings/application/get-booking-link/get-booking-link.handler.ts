import { inject, injectable } from 'inversify';
import type { QueryBus, QueryHandler } from '../../../../kernel/cqrs/query-bus';
import type { Sql } from '../../../../kernel/database/sql';
import type { Clock } from '../../../../kernel/clock';
import { TOKENS } from '../../../../kernel/tokens';
import { DeletedTourProvider } from '../../../catalog';
import { readLinkFacts } from '../../infrastructure/booking-facts-sql';
import type { BookingLinkView, GetBookingLink } from './get-booking-link.query';

@injectable()
export class GetBookingLinkHandler implements QueryHandler<GetBookingLink, BookingLinkView | null> {
  constructor(
    @inject(TOKENS.Sql) private readonly sql: Sql,
    @inject(TOKENS.QueryBus) private readonly queries: QueryBus,
    @inject(TOKENS.Clock) private readonly clock: Clock,
  ) {}

  async execute(query: GetBookingLink): Promise<BookingLinkView | null> {
    const link = await readLinkFacts(this.sql, query.token);
    if (!link) return null;
    const { facts, party, providerId } = link;
    // A provider's link is bound to the provider the tour had when it was sent: a change of
    // provider revokes it, and so does the provider a deleted tour had last.
    if (party === 'provider' && providerId !== null) {
      const provider = facts.tour ? facts.tour.providerId : await this.queries.execute(new DeletedTourProvider(facts.tourId));
      if (provider !== null && provider !== providerId) return null;
    }
    return { party, facts, expired: isExpired(facts, this.clock.now()) };
  }
}

/** Undecided past its respond-by time (the sweep will cancel it). */
export const isExpired = (facts: Pick<BookingLinkView['facts'], 'status' | 'respondBy'>, now: Date) =>
  facts.status === 'pending' && facts.respondBy !== null && new Date(facts.respondBy) <= now;
