import type { DeliveredEvent, Subscriber } from '../../../kernel/messaging/subscriber';
import { emailLayout } from './layout';
import { html } from './html';
import { BOOKING_DATE_PROPOSED, type DateProposedPayload } from './booking-events';
import { factsAsHtml, factsAsText, linksAsHtml, linksAsText, providerReplyTo, requestFacts, tourTitle } from './booking-email-parts';
import { newLink, notSent, sendBookingEmail, type BookingEmailDeps } from './send-booking-email';
import { readBookingFacts } from '../infrastructure/booking-facts-sql';

/** The provider proposed another date: the traveller accepts or declines it through links of their own, in the language of their request. */
export function dateProposalEmail(deps: BookingEmailDeps): Subscriber {
  const name = 'bookings.date-proposal-email';
  return {
    name,
    events: [BOOKING_DATE_PROPOSED],
    async handle(delivered, em) {
      const event = delivered as DeliveredEvent<DateProposedPayload>;
      const facts = await readBookingFacts(em, event.payload.bookingRequestId);
      // Only while the proposal stands (a later one, or a decision, makes this one moot).
      if (!facts || facts.personalDataErased || facts.status !== 'pending' || facts.proposedDate !== event.payload.proposedDate) return notSent(deps, name, event);
      const m = deps.languages.traveller(facts);
      const page = await newLink(em, deps, facts, 'traveller');
      const tour = tourTitle(facts, m);
      const proposed = m.day(event.payload.proposedDate);
      const says = m.t('proposal.says', { tour, asked: m.day(facts.date), people: m.people(facts.people), proposed });
      const note = event.payload.note ? m.quoted('proposal.theirNote', event.payload.note) : null;
      const next = facts.respondBy ? m.t('proposal.nextBy', { deadline: m.moment(facts.respondBy) }) : m.t('proposal.next');
      const links = [
        [m.t('proposal.accept'), `${page}/accept`],
        [m.t('proposal.decline'), `${page}/decline`],
      ] as const;
      const rows = requestFacts(facts, false, m);
      const heading = m.t('proposal.heading');
      const dear = m.t('email.dear', { name: facts.customerName });
      const email = {
        subscriber: name,
        eventId: event.id,
        template: 'customer-date-proposal',
        to: facts.customerEmail,
        replyTo: providerReplyTo(facts, deps.bookingsInbox),
        subject: m.t('email.subject', { heading, tour, day: proposed, reference: facts.reference }),
        text: [dear, '', says, ...(note ? [note] : []), '', next, linksAsText(links), '', factsAsText(rows), '', 'Costiera'].join('\n'),
        html: emailLayout(
          heading,
          html`<p>${dear}</p>
<p>${says}</p>
${note ? html`<p>${note}</p>` : ''}
<p>${next}</p>
${linksAsHtml(links)}
${factsAsHtml(rows)}`,
          m,
        ).value,
      };
      await sendBookingEmail(em, deps, email, 'date proposal to the traveller', [facts.id]);
    },
  };
}
