import type { QueryBus } from '../../../kernel/cqrs/query-bus';
import { emailHandler, type EmailHandlerDeps } from '../../../kernel/mail/email-handler';
import type { Subscriber } from '../../../kernel/messaging/subscriber';
import { GetBookingEmailFacts, type BookingEmailFacts } from '../application/get-booking-email-facts/get-booking-email-facts.query';
import { emailLayout } from './layout';
import { formatDay } from './email-dates';
import { html } from './html';
import { providerRecipients, type InboxSettings } from './provider-recipients';
import { BOOKING_STATUS_CHANGED, type StatusChangedPayload } from './booking-events';
import { factsAsHtml, factsAsText, people, requestFacts, tourTitle } from './booking-email-parts';
import { emailHistory } from './booking-links';
import { calendarHtml, calendarText, providerFeedUrl, type CalendarLinkSettings } from './calendar-feed-link';

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

interface NoticeData {
  readonly facts: BookingEmailFacts;
  /** The traveller after their own decision; the bookings inbox after our staff's. */
  readonly replyTo: string;
  readonly feed: string | null;
}

/** A decision by the traveller or by an admin tells the provider (at the same addresses as the request). */
export function providerNotice(queries: QueryBus, inbox: InboxSettings, calendar: CalendarLinkSettings, deps: EmailHandlerDeps): Subscriber {
  return emailHandler<StatusChangedPayload, NoticeData>(
    {
      name: 'bookings.provider-notice',
      template: 'provider-decision-notice',
      on: [BOOKING_STATUS_CHANGED],
      filter: (event) => event.payload.decidedBy === 'traveller' || decidedByStaff(event.payload),
      about: (event) => event.payload.bookingRequestId,
      load: async (id, em, event) => {
        const facts = await queries.execute(new GetBookingEmailFacts(id));
        if (!facts) return undefined;
        const feed = await providerFeedUrl(queries, em, calendar, facts);
        return { facts, replyTo: event.payload.decidedBy === 'admin' ? inbox.bookingsInbox : facts.customerEmail, feed };
      },
      recipient: ({ facts }) => providerRecipients(queries, inbox, facts.tourId, 'follow-up'),
      replyTo: ({ replyTo }) => replyTo,
      compose: ({ facts, feed }, event) => {
        const day = formatDay(facts.date);
        const { heading, says } = noticeFor(event.payload, tourTitle(facts), day, people(facts.people));
        const rows = requestFacts(facts, true);
        return {
          subject: `${heading}: ${tourTitle(facts)}, ${day}`,
          text: [says, '', factsAsText(rows), ...calendarText(feed)].join('\n'),
          html: emailLayout(heading, html`<p>${says}</p>${factsAsHtml(rows)}${calendarHtml(feed)}`).value,
        };
      },
      ...emailHistory<StatusChangedPayload>((event) => `${event.payload.decidedBy === 'admin' ? 'staff' : 'traveller'} decision to the provider`),
    },
    deps,
  );
}
