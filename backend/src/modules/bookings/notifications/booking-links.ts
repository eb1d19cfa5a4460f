import type { EntityManager } from '@mikro-orm/postgresql';
import type { QueryBus } from '../../../kernel/cqrs/query-bus';
import { GetBookingEmailFacts, type BookingEmailFacts } from '../application/get-booking-email-facts/get-booking-email-facts.query';
import { mintLinkToken, type LinkParty } from '../infrastructure/booking-tokens';
import { appendHistory } from '../infrastructure/booking-history';

/** A request's facts with a fresh link token for the email's reader. */
export interface FactsWithLink {
  readonly facts: BookingEmailFacts;
  /** The reader's page: `${base}/booking/<party>/<token>`; actions are sub-paths of it. */
  readonly page: string;
}

/** Paths of the token pages, under /booking/ (no browser-app path; the pages say noindex). */
export const linkPage = (publicBaseUrl: string, party: LinkParty, token: string) => `${publicBaseUrl}/booking/${party}/${token}`;

/** Loads the facts and makes the party a token in the email's delivery (undefined: the request is gone). */
export function loadWithLink(queries: QueryBus, publicBaseUrl: string, party: LinkParty, when: (facts: BookingEmailFacts) => boolean = () => true) {
  return async (id: string, em: EntityManager): Promise<FactsWithLink | undefined> => {
    const facts = await queries.execute(new GetBookingEmailFacts(id));
    if (!facts || !when(facts)) return undefined;
    const token = await mintLinkToken(em, { bookingRequestId: id, party, providerId: party === 'provider' ? (facts.tour?.providerId ?? null) : null });
    return { facts, page: linkPage(publicBaseUrl, party, token) };
  };
}

/** The history line of an email the mail server accepted. */
export function recordSent(what: string) {
  return async (data: { facts: BookingEmailFacts } | BookingEmailFacts, event: { id: string }, em: EntityManager, to: string): Promise<void> => {
    const facts = 'facts' in data ? data.facts : data;
    await appendHistory(em, { bookingRequestId: facts.id, at: new Date(), kind: 'email-sent', actor: null, detail: `${what} to ${to}`, eventId: event.id });
  };
}
