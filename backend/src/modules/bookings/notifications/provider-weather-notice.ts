import type { QueryBus } from '../../../kernel/cqrs/query-bus';
import type { DeliveredEvent, Subscriber } from '../../../kernel/messaging/subscriber';
import { BOOKING_STATUS_CHANGED, type StatusChangedPayload } from './booking-events';
import { factsAsHtml, factsAsText, people, quoted, requestFacts, tourTitle } from './booking-email-parts';
import { calendarHtml, calendarText, providerFeedUrl } from './calendar-feed-link';
import { formatDay } from './email-dates';
import { html } from './html';
import { emailLayout } from './layout';
import { providerRecipients } from './provider-recipients';
import { notSent, sendBookingEmail, type BookingEmailDeps } from './send-booking-email';
import { cancelledTogether, isWeatherCancellation, noteOf } from './weather-cancellation-email';

/**
 * The one email a provider gets when staff close a day for bad weather and cancel its
 * requests: every request of theirs that closure cancelled, in one message (sent for the
 * first; the others send none), instead of a notice per request.
 */
export function providerWeatherNotice(queries: QueryBus, deps: BookingEmailDeps): Subscriber {
  const name = 'bookings.provider-weather-notice';
  return {
    name,
    events: [BOOKING_STATUS_CHANGED],
    async handle(delivered, em) {
      if (!isWeatherCancellation(delivered)) return;
      const event = delivered as DeliveredEvent<StatusChangedPayload>;
      const cancelled = await cancelledTogether(queries, em, event.payload.bookingRequestId, 'provider');
      if (cancelled.length === 0) return notSent(deps, name, event);
      const first = cancelled[0]!;
      const day = formatDay(first.date);
      const n = cancelled.length;
      const heading = n === 1 ? 'Costiera cancelled a booking for bad weather' : `Costiera cancelled ${n} bookings for bad weather`;
      const what = n === 1 ? `${tourTitle(first)} for ${people(first.people)}` : `${n} requests`;
      const note = noteOf(event.payload.reason);
      const says =
        `Our staff closed ${day} for bad weather and cancelled ${what}; ${n === 1 ? 'the traveller has' : 'the travellers have'} been told and offered other days. ` +
        `Nothing more is needed from you.${note ? ` ${quoted('Our team wrote', note)}` : ''}`;
      const tables = cancelled.map((facts) => requestFacts(facts, true));
      const feed = await providerFeedUrl(em, deps, first);
      const email = {
        subscriber: name,
        eventId: event.id,
        template: 'provider-weather-notice',
        to: providerRecipients(first, deps, 'follow-up'),
        replyTo: deps.bookingsInbox,
        subject: n === 1 ? `Cancelled for bad weather: ${tourTitle(first)}, ${day}` : `Cancelled for bad weather: ${n} bookings on ${day}`,
        text: [says, ...tables.flatMap((rows) => ['', factsAsText(rows)]), ...calendarText(feed)].join('\n'),
        html: emailLayout(heading, html`<p>${says}</p>${tables.map((rows) => factsAsHtml(rows))}${calendarHtml(feed)}`).value,
      };
      // Every request the email tells of shows it on its timeline.
      await sendBookingEmail(em, deps, email, 'bad-weather notice to the provider', cancelled.map((f) => f.id));
    },
  };
}
