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

/** What the provider reads when the traveller decided (cancelled, or answered a proposed date). */
function noticeFor(payload: StatusChangedPayload, tour: string, day: string, n: string): { heading: string; says: string } {
  if (payload.to === 'confirmed') return { heading: 'The traveller accepted your date', says: `The traveller accepted your proposed date: ${tour} on ${day} for ${n} is confirmed.` };
  if (payload.reason?.startsWith('declined the proposed date')) {
    return { heading: 'The traveller declined your date', says: `The traveller declined the date you proposed for ${tour}, so the request (${n}) is cancelled.` };
  }
  return { heading: 'The traveller cancelled the request', says: `The traveller cancelled the request to book ${tour} on ${day} for ${n}. Nothing more is needed from you.` };
}

/** A decision by the traveller tells the provider (at the same addresses as the request). */
export function providerNotice(queries: QueryBus, inbox: InboxSettings, deps: EmailHandlerDeps): Subscriber {
  return emailHandler<StatusChangedPayload, BookingEmailFacts>(
    {
      name: 'bookings.provider-notice',
      template: 'provider-traveller-decision',
      on: [BOOKING_STATUS_CHANGED],
      filter: (event) => event.payload.decidedBy === 'traveller',
      about: (event) => event.payload.bookingRequestId,
      load: async (id) => (await queries.execute(new GetBookingEmailFacts(id))) ?? undefined,
      recipient: (facts) => providerRecipients(queries, inbox, facts.tourId, 'follow-up'),
      replyTo: (facts) => facts.customerEmail,
      compose: (facts, event) => {
        const day = formatDay(facts.date);
        const { heading, says } = noticeFor(event.payload, tourTitle(facts), day, people(facts.people));
        const rows = requestFacts(facts, true);
        return {
          subject: `${heading}: ${tourTitle(facts)}, ${day}`,
          text: [says, '', factsAsText(rows)].join('\n'),
          html: emailLayout(heading, html`<p>${says}</p>${factsAsHtml(rows)}`).value,
        };
      },
      ...emailHistory<StatusChangedPayload>('traveller decision to the provider'),
    },
    deps,
  );
}
