import { emailLayout } from './layout';
import { html } from './html';
import type { Subscriber } from '../../../kernel/messaging/subscriber';
import { BOOKING_REQUEST_SUBMITTED, type SubmittedPayload } from './booking-events';
import { factsAsHtml, factsAsText, linksAsHtml, providerReplyTo, requestFacts, tourTitle } from './booking-email-parts';
import { newLink, notSent, sendBookingEmail, type BookingEmailDeps } from './send-booking-email';
import { readBookingFacts } from '../infrastructure/booking-facts-sql';
import type { AcknowledgementLimit } from './acknowledgement-limit';

/**
 * The traveller learns the request arrived and that it is not a booking until the provider
 * confirms; not when the address had its hour's share of acknowledgements (`limit`). In the
 * language the request was sent in.
 */
export function customerAcknowledgement(deps: BookingEmailDeps, limit: AcknowledgementLimit): Subscriber {
  const name = 'bookings.customer-acknowledgement';
  return {
    name,
    events: [BOOKING_REQUEST_SUBMITTED],
    async handle(event, em) {
      const facts = await readBookingFacts(em, (event.payload as SubmittedPayload).bookingRequestId);
      if (!facts || facts.personalDataErased || !(await limit.allows(facts, event, em))) return notSent(deps, name, event);
      const m = deps.languages.traveller(facts);
      const page = await newLink(em, deps, facts, 'traveller');
      const rows = requestFacts(facts, false, m);
      const day = m.day(facts.date);
      const tour = tourTitle(facts, m);
      const thanks = m.t('ack.thanks', { tour, day, people: m.people(facts.people) });
      const next = facts.respondBy ? m.t('ack.nextBy', { deadline: m.moment(facts.respondBy) }) : m.t('ack.next');
      const follow = m.t('ack.follow');
      const heading = m.t('ack.heading');
      const dear = m.t('email.dear', { name: facts.customerName });
      const email = {
        subscriber: name,
        eventId: event.id,
        template: 'customer-booking-received',
        to: facts.customerEmail,
        replyTo: providerReplyTo(facts, deps.bookingsInbox),
        subject: m.t('email.subject', { heading, tour, day, reference: facts.reference }),
        text: [dear, '', thanks, next, '', follow, page, '', factsAsText(rows), '', 'Costiera'].join('\n'),
        html: emailLayout(
          heading,
          html`<p>${dear}</p>
<p>${thanks}</p>
<p>${next}</p>
<p>${follow}</p>
${linksAsHtml([[m.t('ack.button'), page]])}
${factsAsHtml(rows)}`,
          m,
        ).value,
      };
      await sendBookingEmail(em, deps, email, 'acknowledgement to the traveller', [facts.id]);
    },
  };
}
