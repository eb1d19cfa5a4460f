import { emailLayout } from './layout';
import { formatDay, formatVenueMoment } from './email-dates';
import { html } from './html';
import type { Subscriber } from '../../../kernel/messaging/subscriber';
import { BOOKING_REQUEST_SUBMITTED, type SubmittedPayload } from './booking-events';
import { factsAsHtml, factsAsText, linksAsHtml, people, providerReplyTo, requestFacts, tourTitle } from './booking-email-parts';
import { newLink, notSent, sendBookingEmail, type BookingEmailDeps } from './send-booking-email';
import { readBookingFacts } from '../infrastructure/booking-facts-sql';
import type { AcknowledgementLimit } from './acknowledgement-limit';

/**
 * The traveller learns the request arrived and that it is not a booking until the provider
 * confirms; not when the address had its hour's share of acknowledgements (`limit`).
 */
export function customerAcknowledgement(deps: BookingEmailDeps, limit: AcknowledgementLimit): Subscriber {
  const name = 'bookings.customer-acknowledgement';
  return {
    name,
    events: [BOOKING_REQUEST_SUBMITTED],
    async handle(event, em) {
      const facts = await readBookingFacts(em, (event.payload as SubmittedPayload).bookingRequestId);
      if (!facts || !(await limit.allows(facts, event, em))) return notSent(deps, name, event);
      const page = await newLink(em, deps, facts, 'traveller');
      const rows = requestFacts(facts, false);
      const day = formatDay(facts.date);
      const intro = `we received your request to book ${tourTitle(facts)} on ${day} for ${people(facts.people)}.`;
      const answers = facts.respondBy ? ` and answers by ${formatVenueMoment(facts.respondBy)}` : '';
      const next = `The provider will confirm it with you by email${answers}. Until then it is a request, not a confirmed booking, and nothing has been charged.`;
      const follow = 'Follow your request, or cancel it if your plans change, on its page:';
      const email = {
        subscriber: name,
        eventId: event.id,
        template: 'customer-booking-received',
        to: facts.customerEmail,
        replyTo: providerReplyTo(facts, deps.bookingsInbox),
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
      await sendBookingEmail(em, deps, email, 'acknowledgement to the traveller', [facts.id]);
    },
  };
}
