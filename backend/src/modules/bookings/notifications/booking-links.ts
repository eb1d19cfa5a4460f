import type { EntityManager } from '@mikro-orm/postgresql';
import type { EventPayload } from '../../../kernel/messaging/domain-event';
import type { DeliveredEvent } from '../../../kernel/messaging/subscriber';
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
export function loadWithLink(queries: QueryBus, publicBaseUrl: string, party: LinkParty, when: (facts: BookingEmailFacts) => boolean | Promise<boolean> = () => true) {
  return async (id: string, em: EntityManager): Promise<FactsWithLink | undefined> => {
    const facts = await queries.execute(new GetBookingEmailFacts(id));
    if (!facts || !(await when(facts))) return undefined;
    const token = await mintLinkToken(em, { bookingRequestId: id, party, providerId: party === 'provider' ? (facts.tour?.providerId ?? null) : null });
    return { facts, page: linkPage(publicBaseUrl, party, token) };
  };
}

/**
 * The history lines of an email, as the email handler's hooks: sent when the mail server
 * accepted it, refused when it refused it for good (the timeline shows the admin why the
 * traveller or provider heard nothing). `what` names the email: 'acknowledgement to the traveller'.
 */
export function emailHistory<P extends EventPayload>(what: string | ((event: DeliveredEvent<P>) => string)) {
  type Data = { facts: BookingEmailFacts } | BookingEmailFacts;
  const append = (data: Data, event: DeliveredEvent<P>, em: EntityManager, kind: 'email-sent' | 'email-refused', detail: string) =>
    appendHistory(em, { bookingRequestId: ('facts' in data ? data.facts : data).id, at: new Date(), kind, actor: null, detail, eventId: event.id });
  const line = (event: DeliveredEvent<P>, to: readonly string[]) => `${typeof what === 'string' ? what : what(event)} to ${to.join(', ')}`;
  return {
    sent: (data: Data, event: DeliveredEvent<P>, em: EntityManager, to: readonly string[]) => append(data, event, em, 'email-sent', line(event, to)),
    refused: (data: Data, event: DeliveredEvent<P>, em: EntityManager, to: readonly string[], reason: string) =>
      append(data, event, em, 'email-refused', `${line(event, to)} refused by the mail server: ${reason}`),
  };
}
