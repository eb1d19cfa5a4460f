import type { DeliveredEvent, Subscriber } from '../../../kernel/messaging/subscriber';
import { readBookingFacts } from '../infrastructure/booking-facts-sql';
import type { MessageId } from '../messages/booking-messages';
import { emailLayout } from './layout';
import { html } from './html';
import { providerRecipients } from './provider-recipients';
import { BOOKING_STATUS_CHANGED, type StatusChangedPayload } from './booking-events';
import { factsAsHtml, factsAsText, requestFacts, tourTitle } from './booking-email-parts';
import { notSent, sendBookingEmail, type BookingEmailDeps } from './send-booking-email';
import { calendarHtml, calendarText, providerFeedUrl } from './calendar-feed-link';

type Notice = 'staffConfirmed' | 'staffCancelled' | 'accepted' | 'declinedDate' | 'cancelledBooking' | 'cancelledRequest';

/** What the provider reads when the traveller decided (cancelled, or answered a proposed date) or our staff did. */
function noticeFor(payload: StatusChangedPayload): Notice {
  if (payload.decidedBy === 'admin') return payload.to === 'confirmed' ? 'staffConfirmed' : 'staffCancelled';
  if (payload.to === 'confirmed') return 'accepted';
  if (payload.reason?.startsWith('declined the proposed date')) return 'declinedDate';
  return payload.from === 'confirmed' ? 'cancelledBooking' : 'cancelledRequest';
}

/** An admin's confirmation or cancellation; a move back to pending tells nobody. */
const decidedByStaff = (payload: StatusChangedPayload) => payload.decidedBy === 'admin' && (payload.to === 'confirmed' || payload.to === 'cancelled');

/** A decision by the traveller or by an admin tells the provider (at the same addresses as the request), in the provider's language. */
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
      const m = deps.languages.provider(facts);
      const feed = await providerFeedUrl(em, deps, facts);
      const day = m.day(facts.date);
      const tour = tourTitle(facts, m);
      const notice = noticeFor(event.payload);
      const heading = m.t(`notice.${notice}.heading` as MessageId);
      const says = m.t(`notice.${notice}.says` as MessageId, { tour, day, people: m.people(facts.people), was: event.payload.from });
      const rows = requestFacts(facts, true, m);
      const email = {
        subscriber: name,
        eventId: event.id,
        template: 'provider-decision-notice',
        to: providerRecipients(facts, deps, 'follow-up'),
        // The traveller after their own decision; the bookings inbox after our staff's.
        replyTo: event.payload.decidedBy === 'admin' ? deps.bookingsInbox : facts.customerEmail || undefined,
        subject: m.t('email.subject', { heading, tour, day, reference: facts.reference }),
        text: [says, '', factsAsText(rows), ...calendarText(feed, m)].join('\n'),
        html: emailLayout(heading, html`<p>${says}</p>${factsAsHtml(rows)}${calendarHtml(feed, m)}`, m).value,
      };
      await sendBookingEmail(em, deps, email, `${event.payload.decidedBy === 'admin' ? 'staff' : 'traveller'} decision to the provider`, [facts.id]);
    },
  };
}
