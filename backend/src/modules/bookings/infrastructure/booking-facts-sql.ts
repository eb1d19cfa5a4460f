import type { PriceUnit } from '@costiera/contracts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { isUuid } from '../../../kernel/database/postgres';
import { prepared } from '../../../kernel/database/prepared';
import type { Sql } from '../../../kernel/database/sql';
import { TOUR_FACTS_JOIN, tourFactsOf, type TourFactsRow } from '../../catalog';
import type { BookingStatus } from '../domain/booking-request';
import type { DecidedBy } from '../domain/booking-decision';
import { linkTokenHash, type LinkParty } from './booking-tokens';
import { BOOKING_WORKFLOW_SELECT, type BookingRow, type WorkflowRow } from './booking-read-sql';

/** What an email or page says of the tour, in one language. */
export interface TourWords {
  readonly title: string;
  readonly duration: string;
  readonly meetingPoint: string;
}

/** Everything the booking emails and the link pages show, with the tour's provider (null tour: it was deleted since). */
export interface BookingEmailFacts {
  readonly id: string;
  /** 'CST-' and seven characters: what the traveller and the provider quote. */
  readonly reference: string;
  readonly customerName: string;
  readonly customerEmail: string;
  readonly customerPhone: string | null;
  /** YYYY-MM-DD, as the traveller chose it. */
  readonly date: string;
  readonly people: number;
  readonly message: string | null;
  readonly status: BookingStatus;
  /** ISO timestamp. */
  readonly createdAt: string;
  readonly tourId: string;
  readonly decidedBy: DecidedBy | null;
  /** ISO timestamp. */
  readonly decidedAt: string | null;
  readonly decisionReason: string | null;
  /** YYYY-MM-DD: a date the provider proposed instead (the request stays pending). */
  readonly proposedDate: string | null;
  readonly proposalNote: string | null;
  /** ISO timestamp; null for requests without a deadline (the demo data). */
  readonly respondBy: string | null;
  /** The start time ('HH:MM'), when the tour lists start times. */
  readonly departure: string | null;
  /** What the provider added when confirming (pick-up details, what to bring). */
  readonly confirmationNote: string | null;
  /** The language the request was sent in (a site language's code): the traveller's emails and pages use it. */
  readonly language: string;
  /** The traveller's name, email, phone and message were erased: nothing is sent to them any more. */
  readonly personalDataErased: boolean;
  readonly tour: {
    readonly providerId: string;
    readonly title: string;
    readonly location: string;
    readonly duration: string;
    readonly providerName: string;
    /** The provider's first booking address (replies reach it); null: not in the directory or inactive. */
    readonly providerEmail: string | null;
    /** Every booking address of the provider (emails to the provider go to all); empty: not in the directory or inactive. */
    readonly providerEmails: readonly string[];
    readonly providerPhone: string | null;
    readonly meetingPoint: string;
    /** Decimal string, e.g. '55.00'. */
    readonly priceFrom: string;
    readonly currency: string;
    readonly priceUnit: PriceUnit;
    /** The languages the directory lists for the provider ('Italian', 'English'): their emails and pages use the first the site has. */
    readonly providerLanguages: readonly string[];
    /** The tour's words in each language it is translated into (by code); English is `title`, `duration` and `meetingPoint` above. */
    readonly translations: Readonly<Record<string, TourWords>>;
  } | null;
}

/** The request joined with its tour and provider (`tour`: null once the tour is gone). */
const FACTS_SELECT = BOOKING_WORKFLOW_SELECT.replace('\n  from bookings.booking_requests b', `, b.personal_data_erased_at is not null as personal_data_erased, to_jsonb(tf) as tour\n  from bookings.booking_requests b\n  left join lateral ${TOUR_FACTS_JOIN('b.tour_id')} tf on true`);

type FactsRow = BookingRow & WorkflowRow & { personal_data_erased: boolean; tour: TourFactsRow | null };

/** Where the read runs: the delivery's transaction in the worker (`em`), the pool elsewhere. */
type Reader = Sql | EntityManager;

// Every email and every link page runs one of these two: prepared, so each is planned once.
const rowsOf = (db: Reader, name: string, sql: string, params: unknown[]): Promise<FactsRow[]> =>
  'rows' in db ? db.prepared<FactsRow>(name, sql, params) : prepared<FactsRow>(db, name, sql, params);
const FACTS_BY_ID = `${FACTS_SELECT} where b.id = ?`;
const FACTS_BY_LINK = `${FACTS_SELECT.replace('select b.id,', 'select k.party as link_party, k.provider_id as link_provider_id, b.id,')}
     join bookings.booking_tokens k on k.booking_request_id = b.id where k.token_hash = ?`;

/** A request's facts in one query; null when it no longer exists (or the id is no uuid). */
export async function readBookingFacts(db: Reader, id: string): Promise<BookingEmailFacts | null> {
  if (!isUuid(id)) return null;
  const [row] = await rowsOf(db, 'bookings.facts-by-id', FACTS_BY_ID, [id]);
  return row ? factsOf(row) : null;
}

/** The facts of the request a link token opens, with the token's grant, in one query; null for an unknown token. */
export async function readLinkFacts(db: Reader, token: string): Promise<{ facts: BookingEmailFacts; party: LinkParty; providerId: string | null } | null> {
  const tokenHash = linkTokenHash(token);
  if (!tokenHash) return null;
  const [row] = await rowsOf(db, 'bookings.facts-by-link', FACTS_BY_LINK, [tokenHash]);
  if (!row) return null;
  const link = row as FactsRow & { link_party: LinkParty; link_provider_id: string | null };
  return { facts: factsOf(row), party: link.link_party, providerId: link.link_provider_id };
}

function factsOf(row: FactsRow): BookingEmailFacts {
  const tour = tourFactsOf(row.tour);
  return {
    id: row.id,
    reference: row.reference,
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
    language: row.language,
    personalDataErased: row.personal_data_erased,
    tour: tour
      ? {
          providerId: tour.provider_id,
          title: tour.title,
          location: tour.location,
          duration: tour.duration,
          providerName: tour.provider_name,
          providerEmail: tour.provider_email,
          providerEmails: tour.provider_emails,
          providerPhone: tour.provider_phone,
          meetingPoint: tour.meeting_point,
          priceFrom: tour.price_from,
          currency: tour.currency,
          priceUnit: tour.price_unit,
          providerLanguages: tour.provider_languages,
          translations: Object.fromEntries(
            Object.entries(tour.translations ?? {}).map(([language, text]) => [language, { title: text.title, duration: text.duration, meetingPoint: text.meeting_point }]),
          ),
        }
      : null,
  };
}
