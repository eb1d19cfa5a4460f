import type { QueryBus } from '../../../kernel/cqrs/query-bus';
import { emailHandler, type EmailHandlerDeps } from '../../../kernel/mail/email-handler';
import { emailLayout } from './layout';
import { formatDay } from './email-dates';
import { html } from './html';
import type { Subscriber } from '../../../kernel/messaging/subscriber';
import { GetBookingEmailFacts, type BookingEmailFacts } from '../application/get-booking-email-facts/get-booking-email-facts.query';
import { BOOKING_REQUEST_SUBMITTED, type SubmittedPayload } from './booking-events';
import { factsAsHtml, factsAsText, people, requestFacts, tourTitle } from './booking-email-parts';
import { providerRecipients, type InboxSettings } from './provider-recipients';

/** A new request goes to the tour's provider (see providerRecipients); replying reaches the traveller. */
export function providerEmail(queries: QueryBus, inbox: InboxSettings, deps: EmailHandlerDeps): Subscriber {
  return emailHandler<SubmittedPayload, BookingEmailFacts>(
    {
      name: 'bookings.provider-email',
      template: 'provider-booking-request',
      on: [BOOKING_REQUEST_SUBMITTED],
      about: (event) => event.payload.bookingRequestId,
      load: async (id) => (await queries.execute(new GetBookingEmailFacts(id))) ?? undefined,
      recipient: (_facts, event) => providerRecipients(queries, inbox, event.payload.tourId),
      replyTo: (facts) => facts.customerEmail,
      compose: (facts) => {
        const rows = requestFacts(facts, true);
        const day = formatDay(facts.date);
        return {
          subject: `New booking request: ${tourTitle(facts)}, ${day}`,
          text: [
            `${facts.customerName} would like to book ${tourTitle(facts)} on ${day} for ${people(facts.people)}.`,
            '',
            factsAsText(rows),
            '',
            'Please confirm the booking with the customer: replying to this email reaches them.',
          ].join('\n'),
          html: emailLayout(
            'New booking request',
            html`<p>${facts.customerName} would like to book <strong>${tourTitle(facts)}</strong> on <strong>${day}</strong> for ${people(facts.people)}.</p>
${factsAsHtml(rows)}
<p>Please confirm the booking with the customer: replying to this email reaches them.</p>`,
          ).value,
        };
      },
    },
    deps,
  );
}
