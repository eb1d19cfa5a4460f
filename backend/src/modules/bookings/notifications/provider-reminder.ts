import type { QueryBus } from '../../../kernel/cqrs/query-bus';
import { emailHandler, type EmailHandlerDeps } from '../../../kernel/mail/email-handler';
import type { Subscriber } from '../../../kernel/messaging/subscriber';
import { emailLayout } from './layout';
import { formatDay, formatVenueMoment } from './email-dates';
import { html } from './html';
import { BOOKING_REMINDER_DUE, type ReminderDuePayload } from './booking-events';
import { factsAsHtml, factsAsText, linksAsHtml, linksAsText, people, requestFacts, tourTitle } from './booking-email-parts';
import { loadWithLink, emailHistory, type FactsWithLink } from './booking-links';
import { providerRecipients, type InboxSettings } from './provider-recipients';
import { providerLinks } from './provider-email';
import { calendarHtml, calendarText, providerFeedUrl, type CalendarLinkSettings } from './calendar-feed-link';

/** A reminder to the provider (half of the time left, then two hours before the deadline); none for a request decided meanwhile. */
export function providerReminder(queries: QueryBus, inbox: InboxSettings, publicBaseUrl: string, calendar: CalendarLinkSettings, deps: EmailHandlerDeps): Subscriber {
  return emailHandler<ReminderDuePayload, FactsWithLink & { feed: string | null }>(
    {
      name: 'bookings.provider-reminder',
      template: 'provider-reminder',
      on: [BOOKING_REMINDER_DUE],
      about: (event) => event.payload.bookingRequestId,
      load: async (id, em) => {
        const loaded = await loadWithLink(queries, publicBaseUrl, 'provider', (f) => f.status === 'pending')(id, em);
        return loaded && { ...loaded, feed: await providerFeedUrl(queries, em, calendar, loaded.facts) };
      },
      recipient: ({ facts }) => providerRecipients(queries, inbox, facts.tourId, 'follow-up'),
      replyTo: ({ facts }) => facts.customerEmail,
      compose: ({ facts, page, feed }, event) => {
        const day = formatDay(facts.date);
        const deadline = facts.respondBy ? formatVenueMoment(facts.respondBy) : 'soon';
        const heading = event.payload.reminder === 'last' ? 'Last reminder: a booking request is waiting' : 'Reminder: a booking request is waiting';
        const says = `${facts.customerName} is waiting for your answer about ${tourTitle(facts)} on ${day} for ${people(facts.people)}. Please answer by ${deadline}: after that the request expires and the traveller is told.`;
        const links = providerLinks(page);
        const rows = requestFacts(facts, true);
        return {
          subject: `${heading}: ${tourTitle(facts)}, ${day}`,
          text: [says, '', linksAsText(links), '', factsAsText(rows), ...calendarText(feed)].join('\n'),
          html: emailLayout(heading, html`<p>${says}</p>${linksAsHtml(links)}${factsAsHtml(rows)}${calendarHtml(feed)}`).value,
        };
      },
      ...emailHistory<ReminderDuePayload>((event) => `${event.payload.reminder} reminder to the provider`),
    },
    deps,
  );
}
