import { inject, injectable } from 'inversify';
import type { QueryBus, QueryHandler } from '../../../../kernel/cqrs/query-bus';
import type { Sql } from '../../../../kernel/database/sql';
import type { Clock } from '../../../../kernel/clock';
import { arrayLiteral } from '../../../../kernel/database/postgres';
import { TOKENS } from '../../../../kernel/tokens';
import { FindProviderTours, FindTourFacts, FindTourTexts, GetProvider } from '../../../catalog';
import type { Config } from '../../../../kernel/config';
import { providerLanguage } from '../../domain/provider-language';
import { addDays, venueDate } from '../../domain/booking-window';
import { findFeedProvider } from '../../infrastructure/calendar-feed-tokens';
import type { FeedEntry, GetProviderCalendarFeed, ProviderFeed } from './get-provider-calendar-feed.query';

/** How far back the feed reaches: a season's history, not every year's. */
const PAST_DAYS = 120;

interface Row {
  id: string;
  reference: string;
  tour_id: string;
  date: string;
  departure: string | null;
  people: number;
  customer_name: string;
  customer_email: string;
  customer_phone: string | null;
  message: string | null;
  status: FeedEntry['status'];
  expired: boolean;
  created_at: Date;
  updated_at: Date;
}

@injectable()
export class GetProviderCalendarFeedHandler implements QueryHandler<GetProviderCalendarFeed, ProviderFeed | null> {
  constructor(
    @inject(TOKENS.Sql) private readonly sql: Sql,
    @inject(TOKENS.QueryBus) private readonly queries: QueryBus,
    @inject(TOKENS.Clock) private readonly clock: Clock,
    @inject(TOKENS.Config) private readonly config: Config,
  ) {}

  async execute({ token }: GetProviderCalendarFeed): Promise<ProviderFeed | null> {
    const providerId = await findFeedProvider(this.sql, token);
    if (providerId === null) return null;
    const now = this.clock.now();
    const [provider, providerTours] = await Promise.all([this.queries.execute(new GetProvider(providerId)), this.queries.execute(new FindProviderTours(providerId))]);
    const tourIds = providerTours.map((t) => t.id);
    const tours = new Map((tourIds.length ? await this.queries.execute(new FindTourFacts(tourIds)) : []).map((t) => [t.id, t]));
    // The tours' titles and meeting points in the provider's language, as their emails name them.
    const language = providerLanguage(provider?.languages ?? [], this.config.siteLanguages);
    const texts = new Map((tours.size ? await this.queries.execute(new FindTourTexts([...tours.keys()], language)) : []).map((t) => [t.id, t]));
    const rows = tours.size
      ? await this.sql.rows<Row>(
          `select id, reference, tour_id, to_char(date, 'YYYY-MM-DD') as date, departure, people, customer_name, customer_email, customer_phone, message, status,
                  (status = 'pending' and respond_by is not null and respond_by <= ?) as expired, created_at, updated_at
           from bookings.booking_requests where tour_id = any(?::uuid[]) and date >= ?::date order by date, departure nulls first, created_at`,
          [now, arrayLiteral([...tours.keys()]), addDays(venueDate(now), -PAST_DAYS)],
        )
      : [];
    const entries = rows.map((r): FeedEntry => {
      const tour = tours.get(r.tour_id)!;
      const words = texts.get(r.tour_id) ?? tour;
      return {
        id: r.id,
        reference: r.reference,
        tourTitle: words.title,
        meetingPoint: words.meeting_point,
        duration: tour.duration,
        date: r.date,
        departure: r.departure,
        people: r.people,
        customerName: r.customer_name,
        customerEmail: r.customer_email,
        customerPhone: r.customer_phone,
        message: r.message,
        status: r.expired ? 'cancelled' : r.status,
        createdAt: new Date(r.created_at),
        updatedAt: new Date(r.updated_at),
      };
    });
    const providerName = provider?.name ?? [...tours.values()][0]?.provider_name ?? providerId;
    return { providerId, providerName, providerLanguages: provider?.languages ?? [], entries };
  }
}
