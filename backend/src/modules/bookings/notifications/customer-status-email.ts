import type { QueryBus } from '../../../kernel/cqrs/query-bus';
import { emailLayout } from './layout';
import { formatDay } from './email-dates';
import { html } from './html';
import type { DeliveredEvent, Subscriber } from '../../../kernel/messaging/subscriber';
import { FindSimilarTours } from '../../catalog';
import { readBookingFacts, type BookingEmailFacts } from '../infrastructure/booking-facts-sql';
import { BOOKING_STATUS_CHANGED, type StatusChangedPayload } from './booking-events';
import { factsAsHtml, factsAsText, linksAsHtml, linksAsText, people, providerReplyTo, quoted, requestFacts, tourTitle } from './booking-email-parts';
import { newLink, notSent, sendBookingEmail, type BookingEmailDeps } from './send-booking-email';
import { confirmationDetails, type CancelHint } from './confirmation-details';

/** A confirmation's facts: the day's practical details first, then what the traveller sent. */
function confirmedFacts(facts: BookingEmailFacts, cancel: CancelHint): Array<[string, string | null]> {
  return [
    ['Tour', tourTitle(facts)],
    ...confirmationDetails(facts, cancel),
    ['People', people(facts.people)],
    ['Special requests', facts.message],
    ['Reference', facts.id],
  ];
}

interface Wording {
  readonly heading: string;
  readonly says: (tour: string, day: string, n: number) => string;
  readonly then: string;
}

const CONFIRMED: Wording = {
  heading: 'Your booking is confirmed',
  says: (tour, day, n) => `good news: your booking of ${tour} on ${day} for ${people(n)} is confirmed.`,
  then: 'Everything you need for the day is below. Have a wonderful day on the coast!',
};
const CANCELLED: Wording = {
  heading: 'Your booking request was cancelled',
  says: (tour, day, n) => `we are sorry: your request to book ${tour} on ${day} for ${people(n)} has been cancelled.`,
  then: 'If this is unexpected, reply to this email. You are welcome to send a request for another date or tour.',
};

/** What the traveller reads, by who decided (our staff's confirmation names nobody: they act for the provider). */
function wordingFor(payload: StatusChangedPayload): Wording {
  const reason = payload.reason ? ` ${quoted('The provider said', payload.reason)}` : '';
  switch (`${payload.to}:${payload.decidedBy}`) {
    case 'confirmed:provider':
      return { ...CONFIRMED, says: (tour, day, n) => `good news: the provider has confirmed your booking of ${tour} on ${day} for ${people(n)}.` };
    case 'confirmed:traveller':
      return {
        heading: 'Your booking is confirmed',
        says: (tour, day, n) => `you accepted the provider's date: your booking of ${tour} on ${day} for ${people(n)} is confirmed.`,
        then: CONFIRMED.then,
      };
    case 'cancelled:provider':
      return {
        heading: 'The provider declined your request',
        says: (tour, day, n) => `we are sorry: the provider cannot take your request to book ${tour} on ${day} for ${people(n)}.${reason}`,
        then: CANCELLED.then,
      };
    case 'cancelled:traveller':
      if (payload.from === 'confirmed') {
        return {
          heading: 'Your booking is cancelled',
          says: (tour, day, n) => `as you asked, your booking of ${tour} on ${day} for ${people(n)} is cancelled. The provider has been told.`,
          then: 'Nothing was charged. You are welcome to send a request for another date or tour.',
        };
      }
      return {
        heading: 'Your booking request was cancelled',
        says: (tour, day, n) => `as you asked, your request to book ${tour} on ${day} for ${people(n)} is cancelled. The provider has been told.`,
        then: 'Nothing was charged. You are welcome to send a request for another date or tour.',
      };
    case 'cancelled:expiry':
      return {
        heading: 'Your booking request has expired',
        says: (tour, day, n) => `we are sorry: the provider did not answer your request to book ${tour} on ${day} for ${people(n)} in time, so it has expired.`,
        then: 'Nothing was charged. These tours are alike and well rated; you are welcome to send a request for one of them:',
      };
    default:
      return payload.to === 'confirmed' ? CONFIRMED : CANCELLED;
  }
}

/**
 * A status change to confirmed or cancelled tells the traveller, in words that say who decided
 * and what happens next. The email says what the event says (its `to`), even if the status
 * changed again before delivery.
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
      if (!facts) return notSent(deps, name, event);
      // Offered when the request expired.
      const similar = event.payload.decidedBy === 'expiry' ? await queries.execute(new FindSimilarTours(facts.tourId, 3)) : [];
      // A confirmed traveller's booking page (where they can cancel).
      const page = event.payload.to === 'confirmed' ? await newLink(em, deps, facts, 'traveller') : null;
      const wording = wordingFor(event.payload);
      const rows = event.payload.to === 'confirmed' && page ? confirmedFacts(facts, { page }) : requestFacts(facts, false);
      // The HTML part links the booking page with a button rather than a long address in the table.
      const htmlRows = event.payload.to === 'confirmed' && page ? confirmedFacts(facts, 'button-below') : rows;
      const pageButton = event.payload.to === 'confirmed' && page ? linksAsHtml([['Your booking page', page]]) : '';
      const day = formatDay(facts.date);
      const says = wording.says(tourTitle(facts), day, facts.people);
      const sentence = `${says[0]!.toUpperCase()}${says.slice(1)}`;
      const tours = similar.map((t) => [`${t.title} (${t.location})`, `${publicBaseUrl}/tours/${t.id}`] as const);
      const email = {
        subscriber: name,
        eventId: event.id,
        template: 'customer-booking-status',
        to: facts.customerEmail,
        replyTo: providerReplyTo(facts, deps.bookingsInbox),
        subject: `${wording.heading}: ${tourTitle(facts)}, ${day}`,
        text: [`Dear ${facts.customerName},`, '', sentence, wording.then, ...(tours.length ? [linksAsText(tours)] : []), '', factsAsText(rows), '', 'Costiera'].join('\n'),
        html: emailLayout(
          wording.heading,
          html`<p>Dear ${facts.customerName},</p>
<p>${sentence}</p>
<p>${wording.then}</p>
${tours.length ? linksAsHtml(tours) : ''}
${factsAsHtml(htmlRows)}
${pageButton}`,
        ).value,
      };
      await sendBookingEmail(em, deps, email, `${event.payload.to} email to the traveller`, [facts.id]);
    },
  };
}
