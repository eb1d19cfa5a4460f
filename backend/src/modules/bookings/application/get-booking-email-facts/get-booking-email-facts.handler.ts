import { inject, injectable } from 'inversify';
import type { QueryBus, QueryHandler } from '../../../../kernel/cqrs/query-bus';
import type { Sql } from '../../../../kernel/database/sql';
import { isUuid } from '../../../../kernel/database/postgres';
import { TOKENS } from '../../../../kernel/tokens';
import { FindTourFacts } from '../../../catalog';
import { BOOKING_WORKFLOW_SELECT, type BookingRow, type WorkflowRow } from '../../infrastructure/booking-read-sql';
import type { BookingEmailFacts, GetBookingEmailFacts } from './get-booking-email-facts.query';

@injectable()
export class GetBookingEmailFactsHandler implements QueryHandler<GetBookingEmailFacts, BookingEmailFacts | null> {
  constructor(
    @inject(TOKENS.Sql) private readonly sql: Sql,
    @inject(TOKENS.QueryBus) private readonly queries: QueryBus,
  ) {}

  async execute(query: GetBookingEmailFacts): Promise<BookingEmailFacts | null> {
    if (!isUuid(query.id)) return null;
    const [row] = await this.sql.rows<BookingRow & WorkflowRow>(`${BOOKING_WORKFLOW_SELECT} where b.id = ?`, [query.id]);
    if (!row) return null;
    const [tour] = await this.queries.execute(new FindTourFacts([row.tour_id]));
    return {
      id: row.id,
      customerName: row.customer_name,
      customerEmail: row.customer_email,
      customerPhone: row.customer_phone,
      date: row.date,
      people: row.people,
      message: row.message,
      status: row.status as BookingEmailFacts['status'],
      createdAt: row.created_at,
      tourId: row.tour_id,
      decidedBy: row.decided_by,
      decidedAt: row.decided_at,
      decisionReason: row.decision_reason,
      proposedDate: row.proposed_date,
      proposalNote: row.proposal_note,
      respondBy: row.respond_by,
      departure: row.departure,
      confirmationNote: row.confirmation_note,
      tour: tour
        ? {
            providerId: tour.provider_id,
            title: tour.title,
            location: tour.location,
            duration: tour.duration,
            providerName: tour.provider_name,
            providerEmail: tour.provider_email,
            providerPhone: tour.provider_phone,
            meetingPoint: tour.meeting_point,
            priceFrom: tour.price_from,
            currency: tour.currency,
            priceUnit: tour.price_unit,
          }
        : null,
    };
  }
}
