import { languagePrefix } from '@costiera/contracts';
import type { QueryBus } from '../../../kernel/cqrs/query-bus';
import { emailLayout } from './layout';
import { html } from './html';
import type { DeliveredEvent, Subscriber } from '../../../kernel/messaging/subscriber';
import { FindSimilarTours } from '../../catalog';
import { readBookingFacts, type BookingEmailFacts } from '../infrastructure/booking-facts-sql';
import type { BookingMessages, MessageId } from '../messages/booking-messages';
import { BOOKING_STATUS_CHANGED, type StatusChangedPayload } from './booking-events';
import { factsAsHtml, factsAsText, linksAsHtml, linksAsText, providerReplyTo, requestFacts, tourTitle } from './booking-email-parts';
import { newLink, notSent, sendBookingEmail, type BookingEmailDeps } from './send-booking-email';
import { confirmationDetails, type CancelHint } from './confirmation-details';

/** A confirmation's facts: the day's practical details first, then what the traveller sent. */
function confirmedFacts(facts: BookingEmailFacts, cancel: CancelHint, m: BookingMessages): Array<[string, string | null]> {
  return [
    [m.t('fact.tour'), tourTitle(facts, m)],
    ...confirmationDetails(facts, cancel, m),
    [m.t('fact.people'), m.people(facts.people)],
    [m.t('fact.specialRequests'), facts.message],
    [m.t('fact.reference'), facts.reference],
  ];
}

/** The messages of an email: its heading, its first sentence (of the tour, day and party) and what happens next. */
interface Wording {
  readonly heading: MessageId;
  readonly says: MessageId;
  readonly then: MessageId;
}

const CONFIRMED: Wording = { heading: 'status.confirmed.heading', says: 'status.confirmed.says', then: 'status.confirmed.then' };
const CANCELLED: Wording = { heading: 'status.cancelled.heading', says: 'status.cancelled.says', then: 'status.cancelled.then' };

/** What the traveller reads, by who decided (our staff's confirmation names nobody: they act for the provider). */
function wordingFor(payload: StatusChangedPayload): Wording {
  switch (`${payload.to}:${payload.decidedBy}`) {
    case 'confirmed:provider':
      return { ...CONFIRMED, says: 'status.confirmed.byProvider' };
    case 'confirmed:traveller':
      return { ...CONFIRMED, says: 'status.confirmed.byTraveller' };
    case 'cancelled:provider':
      return { heading: 'status.declined.heading', says: 'status.declined.says', then: CANCELLED.then };
    case 'cancelled:traveller':
      if (payload.from === 'confirmed') return { heading: 'status.withdrawnBooking.heading', says: 'status.withdrawnBooking.says', then: 'status.nothingCharged.then' };
      return { heading: 'status.cancelled.heading', says: 'status.withdrawn.says', then: 'status.nothingCharged.then' };
    case 'cancelled:expiry':
      return { heading: 'status.expired.heading', says: 'status.expired.says', then: 'status.expired.then' };
    default:
      return payload.to === 'confirmed' ? CONFIRMED : CANCELLED;
  }
}

/**
 * A status change to confirmed or cancelled tells the traveller, in words that say who decided
 * and what happens next, in the language of their request. The email says what the event says
 * (its `to`), even if the status changed again before delivery.
 */
export function customerStatusEmail(queries: QueryBus, deps: BookingEmailDeps): Subscriber {
  const name = 'bookings.customer-status-email';
  const { publicBaseUrl } = deps;
  return {
    name,
    events: [BOOKING_STATUS_CHANGED],
    async handle(delivered, em) {
      const event = delivered as DeliveredEvent<StatusChangedPayload>;
      if (event.payload.to !== 'confirmed' && event.payload.to !== 'cancelled') return;
      const facts = await readBookingFacts(em, event.payload.bookingRequestId);
      if (!facts || facts.personalDataErased) return notSent(deps, name, event);
      const m = deps.languages.traveller(facts);
      // Offered when the request expired.
      const similar = event.payload.decidedBy === 'expiry' ? await queries.execute(new FindSimilarTours(facts.tourId, 3, m.language)) : [];
      // A confirmed traveller's booking page (where they can cancel).
      const page = event.payload.to === 'confirmed' ? await newLink(em, deps, facts, 'traveller') : null;
      const wording = wordingFor(event.payload);
      const rows = event.payload.to === 'confirmed' && page ? confirmedFacts(facts, { page }, m) : requestFacts(facts, false, m);
      // The HTML part links the booking page with a button rather than a long address in the table.
      const htmlRows = event.payload.to === 'confirmed' && page ? confirmedFacts(facts, 'button-below', m) : rows;
      const pageButton = event.payload.to === 'confirmed' && page ? linksAsHtml([[m.t('status.button'), page]]) : '';
      const day = m.day(facts.date);
      const tour = tourTitle(facts, m);
      const heading = m.t(wording.heading);
      const declinedWith = event.payload.to === 'cancelled' && event.payload.decidedBy === 'provider' && event.payload.reason;
      const sentence = m.t(wording.says, { tour, day, people: m.people(facts.people) }) + (declinedWith ? ` ${m.quoted('status.declined.providerSaid', declinedWith)}` : '');
      const then = m.t(wording.then);
      const dear = m.t('email.dear', { name: facts.customerName });
      const tours = similar.map((t) => [`${t.title} (${t.location})`, `${publicBaseUrl}${languagePrefix(m.language)}/tours/${t.id}`] as const);
      const email = {
        subscriber: name,
        eventId: event.id,
        template: 'customer-booking-status',
        to: facts.customerEmail,
        replyTo: providerReplyTo(facts, deps.bookingsInbox),
        subject: m.t('email.subject', { heading, tour, day, reference: facts.reference }),
        text: [dear, '', sentence, then, ...(tours.length ? [linksAsText(tours)] : []), '', factsAsText(rows), '', 'Costiera'].join('\n'),
        html: emailLayout(
          heading,
          html`<p>${dear}</p>
<p>${sentence}</p>
<p>${then}</p>
${tours.length ? linksAsHtml(tours) : ''}
${factsAsHtml(htmlRows)}
${pageButton}`,
          m,
        ).value,
      };
      await sendBookingEmail(em, deps, email, `${event.payload.to} email to the traveller`, [facts.id]);
    },
  };
}
