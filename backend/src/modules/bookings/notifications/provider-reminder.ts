import type { DeliveredEvent, Subscriber } from '../../../kernel/messaging/subscriber';
import { emailLayout } from './layout';
import { html } from './html';
import { BOOKING_REMINDER_DUE, type ReminderDuePayload } from './booking-events';
import { factsAsHtml, factsAsText, linksAsHtml, linksAsText, requestFacts, tourTitle } from './booking-email-parts';
import { newLink, notSent, sendBookingEmail, type BookingEmailDeps } from './send-booking-email';
import { providerRecipients } from './provider-recipients';
import { providerLinks } from './provider-email';
import { calendarHtml, calendarText, providerFeedUrl } from './calendar-feed-link';
import { readBookingFacts } from '../infrastructure/booking-facts-sql';

/** A reminder to the provider (half of the time left, then two hours before the deadline), in the provider's language; none for a request decided meanwhile. */
export function providerReminder(deps: BookingEmailDeps): Subscriber {
  const name = 'bookings.provider-reminder';
  return {
    name,
    events: [BOOKING_REMINDER_DUE],
    async handle(delivered, em) {
      const event = delivered as DeliveredEvent<ReminderDuePayload>;
      const facts = await readBookingFacts(em, event.payload.bookingRequestId);
      if (!facts || facts.status !== 'pending') return notSent(deps, name, event);
      const m = deps.languages.provider(facts);
      const page = await newLink(em, deps, facts, 'provider');
      const feed = await providerFeedUrl(em, deps, facts);
      const day = m.day(facts.date);
      const tour = tourTitle(facts, m);
      const deadline = facts.respondBy ? m.moment(facts.respondBy) : m.t('reminder.soon');
      const heading = m.t(event.payload.reminder === 'last' ? 'reminder.lastHeading' : 'reminder.heading');
      const says = m.t('reminder.says', { name: facts.customerName, tour, day, people: m.people(facts.people), deadline });
      const links = providerLinks(page, m);
      const rows = requestFacts(facts, true, m);
      const email = {
        subscriber: name,
        eventId: event.id,
        template: 'provider-reminder',
        to: providerRecipients(facts, deps, 'follow-up'),
        replyTo: facts.customerEmail || undefined,
        subject: m.t('email.subject', { heading, tour, day, reference: facts.reference }),
        text: [says, '', linksAsText(links), '', factsAsText(rows), ...calendarText(feed, m)].join('\n'),
        html: emailLayout(heading, html`<p>${says}</p>${linksAsHtml(links)}${factsAsHtml(rows)}${calendarHtml(feed, m)}`, m).value,
      };
      await sendBookingEmail(em, deps, email, `${event.payload.reminder} reminder to the provider`, [facts.id]);
    },
  };
}
