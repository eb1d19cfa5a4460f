import type { QueryBus } from '../../../kernel/cqrs/query-bus';
import { emailHandler, type EmailHandlerDeps } from '../../../kernel/mail/email-handler';
import { emailLayout } from './layout';
import { formatDay, formatVenueMoment } from './email-dates';
import { html } from './html';
import type { Subscriber } from '../../../kernel/messaging/subscriber';
import { BOOKING_REQUEST_SUBMITTED, type SubmittedPayload } from './booking-events';
import { factsAsHtml, factsAsText, linksAsHtml, people, providerReplyTo, requestFacts, tourTitle } from './booking-email-parts';
import { loadWithLink, emailHistory, type FactsWithLink } from './booking-links';
import type { AcknowledgementLimit } from './acknowledgement-limit';

/**
 * The traveller learns the request arrived and that it is not a booking until the provider
 * confirms; not when the address had its hour's share of acknowledgements (`limit`).
 */
export function customerAcknowledgement(queries: QueryBus, bookingsInbox: string, publicBaseUrl: string, deps: EmailHandlerDeps, limit: AcknowledgementLimit): Subscriber {
  return emailHandler<SubmittedPayload, FactsWithLink>(
    {
      name: 'bookings.customer-acknowledgement',
      template: 'customer-booking-received',
      on: [BOOKING_REQUEST_SUBMITTED],
      about: (event) => event.payload.bookingRequestId,
      load: (id, em, event) => loadWithLink(queries, publicBaseUrl, 'traveller', (facts) => limit.allows(facts, event, em))(id, em),
      recipient: ({ facts }) => facts.customerEmail,
      replyTo: ({ facts }) => providerReplyTo(facts, bookingsInbox),
      compose: ({ facts, page }) => {
        const rows = requestFacts(facts, false);
        const day = formatDay(facts.date);
        const intro = `we received your request to book ${tourTitle(facts)} on ${day} for ${people(facts.people)}.`;
        const answers = facts.respondBy ? ` and answers by ${formatVenueMoment(facts.respondBy)}` : '';
        const next = `The provider will confirm it with you by email${answers}. Until then it is a request, not a confirmed booking, and nothing has been charged.`;
        const follow = 'Follow your request, or cancel it if your plans change, on its page:';
        return {
          subject: `We received your booking request: ${tourTitle(facts)}, ${day}`,
          text: [`Dear ${facts.customerName},`, '', `Thank you: ${intro}`, next, '', follow, page, '', factsAsText(rows), '', 'Costiera'].join('\n'),
          html: emailLayout(
            'We received your booking request',
            html`<p>Dear ${facts.customerName},</p>
<p>Thank you: ${intro}</p>
<p>${next}</p>
<p>${follow}</p>
${linksAsHtml([['Your request', page]])}
${factsAsHtml(rows)}`,
          ).value,
        };
      },
      ...emailHistory<SubmittedPayload>('acknowledgement to the traveller'),
    },
    deps,
  );
}
