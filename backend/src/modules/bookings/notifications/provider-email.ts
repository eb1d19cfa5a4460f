import type { QueryBus } from '../../../kernel/cqrs/query-bus';
import { emailHandler, type EmailHandlerDeps } from '../../../kernel/mail/email-handler';
import { emailLayout } from './layout';
import { formatDay, formatVenueMoment } from './email-dates';
import { html } from './html';
import type { Subscriber } from '../../../kernel/messaging/subscriber';
import { BOOKING_REQUEST_SUBMITTED, type SubmittedPayload } from './booking-events';
import { factsAsHtml, factsAsText, linksAsHtml, linksAsText, people, requestFacts, tourTitle } from './booking-email-parts';
import { loadWithLink, emailHistory, type FactsWithLink } from './booking-links';
import { providerRecipients, type InboxSettings } from './provider-recipients';
import { calendarHtml, calendarText, providerFeedUrl, type CalendarLinkSettings } from './calendar-feed-link';

/** The provider's three answers, each a page of its own (a GET only shows it; the page's form decides). */
export const providerLinks = (page: string) =>
  [
    ['Confirm', `${page}/confirm`],
    ['Decline', `${page}/decline`],
    ['Propose another date', `${page}/propose`],
  ] as const;

/** A new request goes to the tour's provider (see providerRecipients), with links to answer it; replying reaches the traveller. */
export function providerEmail(queries: QueryBus, inbox: InboxSettings, publicBaseUrl: string, calendar: CalendarLinkSettings, deps: EmailHandlerDeps): Subscriber {
  return emailHandler<SubmittedPayload, FactsWithLink & { feed: string | null }>(
    {
      name: 'bookings.provider-email',
      template: 'provider-booking-request',
      on: [BOOKING_REQUEST_SUBMITTED],
      about: (event) => event.payload.bookingRequestId,
      load: async (id, em) => {
        const loaded = await loadWithLink(queries, publicBaseUrl, 'provider')(id, em);
        return loaded && { ...loaded, feed: await providerFeedUrl(queries, em, calendar, loaded.facts) };
      },
      recipient: ({ facts }) => providerRecipients(queries, inbox, facts.tourId, 'request'),
      replyTo: ({ facts }) => facts.customerEmail,
      compose: ({ facts, page, feed }) => {
        const rows = requestFacts(facts, true);
        const day = formatDay(facts.date);
        const links = providerLinks(page);
        const answerBy = facts.respondBy ? `Please answer by ${formatVenueMoment(facts.respondBy)}: after that the request expires and the traveller is told.` : 'Please answer the traveller.';
        return {
          subject: `New booking request: ${tourTitle(facts)}, ${day}`,
          text: [
            `${facts.customerName} would like to book ${tourTitle(facts)} on ${day} for ${people(facts.people)}.`,
            '',
            factsAsText(rows),
            '',
            answerBy,
            linksAsText(links),
            '',
            'Replying to this email reaches the traveller.',
            ...calendarText(feed),
          ].join('\n'),
          html: emailLayout(
            'New booking request',
            html`<p>${facts.customerName} would like to book <strong>${tourTitle(facts)}</strong> on <strong>${day}</strong> for ${people(facts.people)}.</p>
${factsAsHtml(rows)}
<p>${answerBy}</p>
${linksAsHtml(links)}
<p>Replying to this email reaches the traveller.</p>
${calendarHtml(feed)}`,
          ).value,
        };
      },
      ...emailHistory<SubmittedPayload>('request to the provider'),
    },
    deps,
  );
}
