import type { QueryBus } from '../../../kernel/cqrs/query-bus';
import { emailHandler, type EmailHandlerDeps } from '../../../kernel/mail/email-handler';
import { emailLayout } from './layout';
import { formatDay } from './email-dates';
import { html } from './html';
import type { Subscriber } from '../../../kernel/messaging/subscriber';
import { GetBookingEmailFacts, type BookingEmailFacts } from '../application/get-booking-email-facts/get-booking-email-facts.query';
import { BOOKING_REQUEST_SUBMITTED, type SubmittedPayload } from './booking-events';
import { factsAsHtml, factsAsText, people, requestFacts, tourTitle } from './booking-email-parts';

/** The traveller learns the request arrived and that it is not a booking until the provider confirms. */
export function customerAcknowledgement(queries: QueryBus, bookingsInbox: string, deps: EmailHandlerDeps): Subscriber {
  return emailHandler<SubmittedPayload, BookingEmailFacts>(
    {
      name: 'bookings.customer-acknowledgement',
      template: 'customer-booking-received',
      on: [BOOKING_REQUEST_SUBMITTED],
      about: (event) => event.payload.bookingRequestId,
      load: async (id) => (await queries.execute(new GetBookingEmailFacts(id))) ?? undefined,
      recipient: (facts) => facts.customerEmail,
      replyTo: (facts) => facts.tour?.providerEmail ?? bookingsInbox,
      compose: (facts) => {
        const rows = requestFacts(facts, false);
        const day = formatDay(facts.date);
        const intro = `we received your request to book ${tourTitle(facts)} on ${day} for ${people(facts.people)}.`;
        const next = 'The provider will confirm it with you by email. Until then it is a request, not a confirmed booking, and nothing has been charged.';
        return {
          subject: `We received your booking request: ${tourTitle(facts)}, ${day}`,
          text: [`Dear ${facts.customerName},`, '', `Thank you: ${intro}`, next, '', factsAsText(rows), '', 'Costiera'].join('\n'),
          html: emailLayout(
            'We received your booking request',
            html`<p>Dear ${facts.customerName},</p>
<p>Thank you: ${intro}</p>
<p>${next}</p>
${factsAsHtml(rows)}`,
          ).value,
        };
      },
    },
    deps,
  );
}
