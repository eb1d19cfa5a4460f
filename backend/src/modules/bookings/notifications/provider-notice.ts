import type { DeliveredEvent, Subscriber } from '../../../kernel/messaging/subscriber';
import { readBookingFacts } from '../infrastructure/booking-facts-sql';
import { emailLayout } from './layout';
import { formatDay } from './email-dates';
import { html } from './html';
import { providerRecipients } from './provider-recipients';
import { BOOKING_STATUS_CHANGED, type StatusChangedPayload } from './booking-events';
import { factsAsHtml, factsAsText, people, requestFacts, tourTitle } from './booking-email-parts';
import { notSent, sendBookingEmail, type BookingEmailDeps } from './send-booking-email';
import { calendarHtml, calendarText, providerFeedUrl } from './calendar-feed-link';

/** What the provider reads when the traveller decided (cancelled, or answered a proposed date) or our staff did. */
function noticeFor(payload: StatusChangedPayload, tour: string, day: string, n: string): { heading: string; says: string } {
  if (payload.decidedBy === 'admin') {
    if (payload.to === 'confirmed') {
      return { heading: 'Costiera confirmed a booking with you', says: `Our staff confirmed the request to book ${tour} on ${day} for ${n}, and the traveller has been told. Reply to this email if you cannot take it.` };
    }
    const what = payload.from === 'confirmed' ? 'the confirmed booking of' : 'the request to book';
    return { heading: 'Costiera cancelled a booking request', says: `Our staff cancelled ${what} ${tour} on ${day} for ${n}, and the traveller has been told. Nothing more is needed from you.` };
  }
  if (payload.to === 'confirmed') return { heading: 'The traveller accepted your date', says: `The traveller accepted your proposed date: ${tour} on ${day} for ${n} is confirmed.` };
  if (payload.reason?.startsWith('declined the proposed date')) {
    return { heading: 'The traveller declined your date', says: `The traveller declined the date you proposed for ${tour}, so the request (${n}) is cancelled.` };
  }
  if (payload.from === 'confirmed') {
    return { heading: 'The traveller cancelled their booking', says: `The traveller cancelled their confirmed booking of ${tour} on ${day} for ${n}; the seats are free again.` };
  }
  return { heading: 'The traveller cancelled the request', says: `The traveller cancelled the request to book ${tour} on ${day} for ${n}. Nothing more is needed from you.` };
}

/** An admin's confirmation or cancellation; a move back to pending tells nobody. */
const decidedByStaff = (payload: StatusChangedPayload) => payload.decidedBy === 'admin' && (payload.to === 'confirmed' || payload.to === 'cancelled');

/** A decision by the traveller or by an admin tells the provider (at the same addresses as the request). */
export function providerNotice(deps: BookingEmailDeps): Subscriber {
  const name = 'bookings.provider-notice';
  return {
    name,
    events: [BOOKING_STATUS_CHANGED],
    async handle(delivered, em) {
      const event = delivered as DeliveredEvent<StatusChangedPayload>;
      if (event.payload.decidedBy !== 'traveller' && !decidedByStaff(event.payload)) return;
      const facts = await readBookingFacts(em, event.payload.bookingRequestId);
      if (!facts) return notSent(deps, name, event);
      const feed = await providerFeedUrl(em, deps, facts);
      const day = formatDay(facts.date);
      const { heading, says } = noticeFor(event.payload, tourTitle(facts), day, people(facts.people));
      const rows = requestFacts(facts, true);
      const email = {
        subscriber: name,
        eventId: event.id,
        template: 'provider-decision-notice',
        to: providerRecipients(facts, deps, 'follow-up'),
        // The traveller after their own decision; the bookings inbox after our staff's.
        replyTo: event.payload.decidedBy === 'admin' ? deps.bookingsInbox : facts.customerEmail,
        subject: `${heading}: ${tourTitle(facts)}, ${day}`,
        text: [says, '', factsAsText(rows), ...calendarText(feed)].join('\n'),
        html: emailLayout(heading, html`<p>${says}</p>${factsAsHtml(rows)}${calendarHtml(feed)}`).value,
      };
      await sendBookingEmail(em, deps, email, `${event.payload.decidedBy === 'admin' ? 'staff' : 'traveller'} decision to the provider`, [facts.id]);
    },
  };
}
