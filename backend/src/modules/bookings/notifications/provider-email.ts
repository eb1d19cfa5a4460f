import type { Subscriber } from '../../../kernel/messaging/subscriber';
import { readBookingFacts } from '../infrastructure/booking-facts-sql';
import type { BookingMessages } from '../messages/booking-messages';
import { BOOKING_REQUEST_SUBMITTED, type SubmittedPayload } from './booking-events';
import { factsAsHtml, factsAsText, linksAsHtml, linksAsText, requestFacts, richHtml, richText, tourTitle } from './booking-email-parts';
import { calendarHtml, calendarText, providerFeedUrl } from './calendar-feed-link';
import { html } from './html';
import { emailLayout } from './layout';
import { providerRecipients } from './provider-recipients';
import { newLink, notSent, sendBookingEmail, type BookingEmailDeps } from './send-booking-email';

const NAME = 'bookings.provider-email';

/** The provider's three answers, each a page of its own (a GET only shows it; the page's form decides). */
export const providerLinks = (page: string, m: BookingMessages) =>
  [
    [m.t('provider.confirm'), `${page}/confirm`],
    [m.t('provider.decline'), `${page}/decline`],
    [m.t('provider.propose'), `${page}/propose`],
  ] as const;

/**
 * A new request goes to the tour's provider (see providerRecipients), in the provider's
 * language, with links to answer it and their calendar feed; replying reaches the traveller.
 * One read (the request with its tour and provider), one message, one send, in the delivery's
 * transaction with the link it makes.
 */
export function providerEmail(deps: BookingEmailDeps): Subscriber {
  return {
    name: NAME,
    events: [BOOKING_REQUEST_SUBMITTED],
    async handle(event, em) {
      const facts = await readBookingFacts(em, (event.payload as SubmittedPayload).bookingRequestId);
      if (!facts) return notSent(deps, NAME, event);
      const m = deps.languages.provider(facts);
      const page = await newLink(em, deps, facts, 'provider');
      const feed = await providerFeedUrl(em, deps, facts);
      const rows = requestFacts(facts, true, m);
      const day = m.day(facts.date);
      const tour = tourTitle(facts, m);
      const links = providerLinks(page, m);
      const answerBy = facts.respondBy ? m.t('provider.answerBy', { deadline: m.moment(facts.respondBy) }) : m.t('provider.answer');
      const lead = { name: facts.customerName, tour, day, people: m.people(facts.people) };
      const heading = m.t('provider.heading');
      const replying = m.t('provider.replying');
      const email = {
        subscriber: NAME,
        eventId: event.id,
        template: 'provider-booking-request',
        to: providerRecipients(facts, deps, 'request'),
        replyTo: facts.customerEmail || undefined,
        subject: m.t('email.subject', { heading, tour, day, reference: facts.reference }),
        text: [richText(m, 'provider.wouldLike', lead, ['strong']), '', factsAsText(rows), '', answerBy, linksAsText(links), '', replying, ...calendarText(feed, m)].join('\n'),
        html: emailLayout(
          heading,
          html`<p>${richHtml(m, 'provider.wouldLike', lead, { strong: (parts) => html`<strong>${parts}</strong>` })}</p>
${factsAsHtml(rows)}
<p>${answerBy}</p>
${linksAsHtml(links)}
<p>${replying}</p>
${calendarHtml(feed, m)}`,
          m,
        ).value,
      };
      await sendBookingEmail(em, deps, email, 'request to the provider', [facts.id]);
    },
  };
}
