import type { Subscriber } from '../../../kernel/messaging/subscriber';
import { readBookingFacts } from '../infrastructure/booking-facts-sql';
import { BOOKING_REQUEST_SUBMITTED, type SubmittedPayload } from './booking-events';
import { factsAsHtml, factsAsText, linksAsHtml, linksAsText, people, requestFacts, tourTitle } from './booking-email-parts';
import { calendarHtml, calendarText, providerFeedUrl } from './calendar-feed-link';
import { formatDay, formatVenueMoment } from './email-dates';
import { html } from './html';
import { emailLayout } from './layout';
import { providerRecipients } from './provider-recipients';
import { newLink, notSent, sendBookingEmail, type BookingEmailDeps } from './send-booking-email';

const NAME = 'bookings.provider-email';

/** The provider's three answers, each a page of its own (a GET only shows it; the page's form decides). */
export const providerLinks = (page: string) =>
  [
    ['Confirm', `${page}/confirm`],
    ['Decline', `${page}/decline`],
    ['Propose another date', `${page}/propose`],
  ] as const;

/**
 * A new request goes to the tour's provider (see providerRecipients), with links to answer it
 * and their calendar feed; replying reaches the traveller. One read (the request with its tour
 * and provider), one message, one send, in the delivery's transaction with the link it makes.
 */
export function providerEmail(deps: BookingEmailDeps): Subscriber {
  return {
    name: NAME,
    events: [BOOKING_REQUEST_SUBMITTED],
    async handle(event, em) {
      const facts = await readBookingFacts(em, (event.payload as SubmittedPayload).bookingRequestId);
      if (!facts) return notSent(deps, NAME, event);
      const page = await newLink(em, deps, facts, 'provider');
      const feed = await providerFeedUrl(em, deps, facts);
      const rows = requestFacts(facts, true);
      const day = formatDay(facts.date);
      const links = providerLinks(page);
      const answerBy = facts.respondBy ? `Please answer by ${formatVenueMoment(facts.respondBy)}: after that the request expires and the traveller is told.` : 'Please answer the traveller.';
      const email = {
        subscriber: NAME,
        eventId: event.id,
        template: 'provider-booking-request',
        to: providerRecipients(facts, deps, 'request'),
        replyTo: facts.customerEmail,
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
      await sendBookingEmail(em, deps, email, 'request to the provider', [facts.id]);
    },
  };
}
