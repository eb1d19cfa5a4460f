import type { QueryBus } from '../../../kernel/cqrs/query-bus';
import { emailHandler, type EmailHandlerDeps } from '../../../kernel/mail/email-handler';
import type { Subscriber } from '../../../kernel/messaging/subscriber';
import { emailLayout } from './layout';
import { formatDay, formatVenueMoment } from './email-dates';
import { html } from './html';
import { BOOKING_DATE_PROPOSED, type DateProposedPayload } from './booking-events';
import { factsAsHtml, factsAsText, linksAsHtml, linksAsText, people, providerReplyTo, quoted, requestFacts, tourTitle } from './booking-email-parts';
import { loadWithLink, emailHistory, type FactsWithLink } from './booking-links';

/** The provider proposed another date: the traveller accepts or declines it through links of their own. */
export function dateProposalEmail(queries: QueryBus, bookingsInbox: string, publicBaseUrl: string, deps: EmailHandlerDeps): Subscriber {
  return emailHandler<DateProposedPayload, FactsWithLink>(
    {
      name: 'bookings.date-proposal-email',
      template: 'customer-date-proposal',
      on: [BOOKING_DATE_PROPOSED],
      about: (event) => event.payload.bookingRequestId,
      // Only while the proposal stands (a later one, or a decision, makes this one moot).
      load: (id, em, event) => loadWithLink(queries, publicBaseUrl, 'traveller', (f) => f.status === 'pending' && f.proposedDate === event.payload.proposedDate)(id, em),
      recipient: ({ facts }) => facts.customerEmail,
      replyTo: ({ facts }) => providerReplyTo(facts, bookingsInbox),
      compose: ({ facts, page }, event) => {
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
        return {
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
      },
      ...emailHistory<DateProposedPayload>('date proposal to the traveller'),
    },
    deps,
  );
}
