import type { DeliveredEvent, Subscriber } from '../../../kernel/messaging/subscriber';
import { emailLayout } from './layout';
import { formatDay, formatVenueMoment } from './email-dates';
import { html } from './html';
import { BOOKING_DATE_PROPOSED, type DateProposedPayload } from './booking-events';
import { factsAsHtml, factsAsText, linksAsHtml, linksAsText, people, providerReplyTo, quoted, requestFacts, tourTitle } from './booking-email-parts';
import { newLink, notSent, sendBookingEmail, type BookingEmailDeps } from './send-booking-email';
import { readBookingFacts } from '../infrastructure/booking-facts-sql';

/** The provider proposed another date: the traveller accepts or declines it through links of their own. */
export function dateProposalEmail(deps: BookingEmailDeps): Subscriber {
  const name = 'bookings.date-proposal-email';
  return {
    name,
    events: [BOOKING_DATE_PROPOSED],
    async handle(delivered, em) {
      const event = delivered as DeliveredEvent<DateProposedPayload>;
      const facts = await readBookingFacts(em, event.payload.bookingRequestId);
      // Only while the proposal stands (a later one, or a decision, makes this one moot).
      if (!facts || facts.status !== 'pending' || facts.proposedDate !== event.payload.proposedDate) return notSent(deps, name, event);
      const page = await newLink(em, deps, facts, 'traveller');
      const asked = formatDay(facts.date);
      const proposed = formatDay(event.payload.proposedDate);
      const says = `the provider cannot take ${tourTitle(facts)} on ${asked} for ${people(facts.people)}, and proposes ${proposed} instead.`;
      const note = event.payload.note ? quoted('Their note', event.payload.note) : null;
      const deadline = facts.respondBy ? ` by ${formatVenueMoment(facts.respondBy)}` : '';
      const next = `Accept the new date to confirm your booking, or decline it to cancel your request${deadline}:`;
      const links = [
        ['Accept the new date', `${page}/accept`],
        ['Decline', `${page}/decline`],
      ] as const;
      const rows = requestFacts(facts, false);
      const email = {
        subscriber: name,
        eventId: event.id,
        template: 'customer-date-proposal',
        to: facts.customerEmail,
        replyTo: providerReplyTo(facts, deps.bookingsInbox),
        subject: `The provider proposes another date: ${tourTitle(facts)}, ${proposed}`,
        text: [`Dear ${facts.customerName},`, '', `${says[0]!.toUpperCase()}${says.slice(1)}`, ...(note ? [note] : []), '', next, linksAsText(links), '', factsAsText(rows), '', 'Costiera'].join('\n'),
        html: emailLayout(
          'The provider proposes another date',
          html`<p>Dear ${facts.customerName},</p>
<p>${says[0]!.toUpperCase()}${says.slice(1)}</p>
${note ? html`<p>${note}</p>` : ''}
<p>${next}</p>
${linksAsHtml(links)}
${factsAsHtml(rows)}`,
        ).value,
      };
      await sendBookingEmail(em, deps, email, 'date proposal to the traveller', [facts.id]);
    },
  };
}
