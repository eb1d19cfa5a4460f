import type { DeliveredEvent, Subscriber } from '../../../kernel/messaging/subscriber';
import { emailLayout } from './layout';
import { formatDay, formatVenueMoment } from './email-dates';
import { html } from './html';
import { BOOKING_REMINDER_DUE, type ReminderDuePayload } from './booking-events';
import { factsAsHtml, factsAsText, linksAsHtml, linksAsText, people, requestFacts, tourTitle } from './booking-email-parts';
import { newLink, notSent, sendBookingEmail, type BookingEmailDeps } from './send-booking-email';
import { providerRecipients } from './provider-recipients';
import { providerLinks } from './provider-email';
import { calendarHtml, calendarText, providerFeedUrl } from './calendar-feed-link';
import { readBookingFacts } from '../infrastructure/booking-facts-sql';

/** A reminder to the provider (half of the time left, then two hours before the deadline); none for a request decided meanwhile. */
export function providerReminder(deps: BookingEmailDeps): Subscriber {
  const name = 'bookings.provider-reminder';
  return {
    name,
    events: [BOOKING_REMINDER_DUE],
    async handle(delivered, em) {
      const event = delivered as DeliveredEvent<ReminderDuePayload>;
      const facts = await readBookingFacts(em, event.payload.bookingRequestId);
      if (!facts || facts.status !== 'pending') return notSent(deps, name, event);
      const page = await newLink(em, deps, facts, 'provider');
      const feed = await providerFeedUrl(em, deps, facts);
      const day = formatDay(facts.date);
      const deadline = facts.respondBy ? formatVenueMoment(facts.respondBy) : 'soon';
      const heading = event.payload.reminder === 'last' ? 'Last reminder: a booking request is waiting' : 'Reminder: a booking request is waiting';
      const says = `${facts.customerName} is waiting for your answer about ${tourTitle(facts)} on ${day} for ${people(facts.people)}. Please answer by ${deadline}: after that the request expires and the traveller is told.`;
      const links = providerLinks(page);
      const rows = requestFacts(facts, true);
      const email = {
        subscriber: name,
        eventId: event.id,
        template: 'provider-reminder',
        to: providerRecipients(facts, deps, 'follow-up'),
        replyTo: facts.customerEmail,
        subject: `${heading}: ${tourTitle(facts)}, ${day}`,
        text: [says, '', linksAsText(links), '', factsAsText(rows), ...calendarText(feed)].join('\n'),
        html: emailLayout(heading, html`<p>${says}</p>${linksAsHtml(links)}${factsAsHtml(rows)}${calendarHtml(feed)}`).value,
      };
      await sendBookingEmail(em, deps, email, `${event.payload.reminder} reminder to the provider`, [facts.id]);
    },
  };
}
