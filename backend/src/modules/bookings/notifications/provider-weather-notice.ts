import type { QueryBus } from '../../../kernel/cqrs/query-bus';
import type { DeliveredEvent, Subscriber } from '../../../kernel/messaging/subscriber';
import { BOOKING_STATUS_CHANGED, type StatusChangedPayload } from './booking-events';
import { factsAsHtml, factsAsText, requestFacts, tourTitle } from './booking-email-parts';
import { calendarHtml, calendarText, providerFeedUrl } from './calendar-feed-link';
import { html } from './html';
import { emailLayout } from './layout';
import { providerRecipients } from './provider-recipients';
import { notSent, sendBookingEmail, type BookingEmailDeps } from './send-booking-email';
import { cancelledTogether, isWeatherCancellation, noteOf } from './weather-cancellation-email';

/**
 * The one email a provider gets when staff close a day for bad weather and cancel its
 * requests: every request of theirs that closure cancelled, in one message (sent for the
 * first; the others send none), instead of a notice per request. In the provider's language:
 * the requests share their provider.
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
      const m = deps.languages.provider(first);
      const day = m.day(first.date);
      const count = cancelled.length;
      const tour = tourTitle(first, m);
      const note = noteOf(event.payload.reason);
      const says = m.t('weatherProvider.says', { count, day, tour, people: m.people(first.people) }) + (note ? ` ${m.quoted('email.ourTeamWrote', note)}` : '');
      const heading = m.t('weatherProvider.heading', { count });
      const tables = cancelled.map((facts) => requestFacts(facts, true, m));
      const feed = await providerFeedUrl(em, deps, first);
      const email = {
        subscriber: name,
        eventId: event.id,
        template: 'provider-weather-notice',
        to: providerRecipients(first, deps, 'follow-up'),
        replyTo: deps.bookingsInbox,
        subject: m.t('weatherProvider.subject', { count, tour, day, references: cancelled.map((f) => f.reference).join(', ') }),
        text: [says, ...tables.flatMap((rows) => ['', factsAsText(rows)]), ...calendarText(feed, m)].join('\n'),
        html: emailLayout(heading, html`<p>${says}</p>${tables.map((rows) => factsAsHtml(rows))}${calendarHtml(feed, m)}`, m).value,
      };
      // Every request the email tells of shows it on its timeline.
      await sendBookingEmail(em, deps, email, 'bad-weather notice to the provider', cancelled.map((f) => f.id));
    },
  };
}
