import type { QueryBus } from '../../../kernel/cqrs/query-bus';
import { emailHandler, type EmailHandlerDeps } from '../../../kernel/mail/email-handler';
import type { DeliveredEvent, Subscriber } from '../../../kernel/messaging/subscriber';
import type { Availability } from '../application/availability/availability';
import { GetBookingEmailFacts, type BookingEmailFacts } from '../application/get-booking-email-facts/get-booking-email-facts.query';
import { BAD_WEATHER } from '../domain/booking-decision';
import { BOOKING_STATUS_CHANGED, type StatusChangedPayload } from './booking-events';
import { factsAsHtml, factsAsText, linksAsHtml, linksAsText, people, providerReplyTo, quoted, requestFacts, tourTitle } from './booking-email-parts';
import { emailHistory } from './booking-links';
import { formatDay } from './email-dates';
import { html } from './html';
import { emailLayout } from './layout';

/** Staff cancelled the request because they closed its day for bad weather. */
export const isWeatherCancellation = (event: DeliveredEvent) => {
  const payload = event.payload as StatusChangedPayload;
  return event.name === BOOKING_STATUS_CHANGED && payload.cause === 'weather' && payload.to === 'cancelled';
};

interface WeatherEmailData {
  readonly facts: BookingEmailFacts;
  /** Days near the cancelled one the party can ask for instead (up to three). */
  readonly alternatives: readonly string[];
}

/** What staff wrote, without the 'Bad weather: ' the timeline shows before it. */
const noteOf = (reason: string | null | undefined) => (reason ?? '').replace(new RegExp(`^${BAD_WEATHER}:\\s*`), '').trim();

function list(labels: readonly string[]): string {
  return labels.length <= 1 ? labels.join('') : `${labels.slice(0, -1).join(', ')} or ${labels.at(-1)!}`;
}

/**
 * The one email a traveller gets when staff close their day for bad weather: in plain words,
 * with up to three other days the tour can take them. It replaces the usual cancellation email
 * (index.ts keeps that one from these cancellations).
 */
export function weatherCancellationEmail(queries: QueryBus, availability: Availability, bookingsInbox: string, publicBaseUrl: string, deps: EmailHandlerDeps): Subscriber {
  return emailHandler<StatusChangedPayload, WeatherEmailData>(
    {
      name: 'bookings.weather-cancellation-email',
      template: 'customer-weather-cancellation',
      on: [BOOKING_STATUS_CHANGED],
      filter: (event) => isWeatherCancellation(event),
      about: (event) => event.payload.bookingRequestId,
      load: async (id) => {
        const facts = await queries.execute(new GetBookingEmailFacts(id));
        if (!facts) return undefined;
        const alternatives = facts.tour ? await availability.alternatives(facts.tourId, facts.date, facts.people, 3) : [];
        return { facts, alternatives };
      },
      recipient: ({ facts }) => facts.customerEmail,
      replyTo: ({ facts }) => providerReplyTo(facts, bookingsInbox),
      compose: ({ facts, alternatives }, event) => {
        const day = formatDay(facts.date);
        const tour = tourTitle(facts);
        const heading = 'Your tour is cancelled because of bad weather';
        const note = noteOf(event.payload.reason);
        const says = `we are sorry: the weather will not let ${tour} go ahead on ${day}, so your booking for ${people(facts.people)} is cancelled.${note ? ` ${quoted('Our team wrote', note)}` : ''}`;
        const sentence = `${says[0]!.toUpperCase()}${says.slice(1)}`;
        const offer =
          alternatives.length > 0
            ? `Nothing was charged. If you would like to go another day, ${tour} still has room on ${list(alternatives.map(formatDay))}: send a new request from the tour's page.`
            : `Nothing was charged. The tour's page shows the next days you can ask for.`;
        const links = facts.tour ? ([[`See ${tour}`, `${publicBaseUrl}/tours/${facts.tourId}`]] as const) : [];
        const rows = requestFacts(facts, false);
        return {
          subject: `Cancelled for bad weather: ${tour}, ${day}`,
          text: [`Dear ${facts.customerName},`, '', sentence, offer, ...(links.length ? ['', linksAsText(links)] : []), '', factsAsText(rows), '', 'Costiera'].join('\n'),
          html: emailLayout(
            heading,
            html`<p>Dear ${facts.customerName},</p>
<p>${sentence}</p>
<p>${offer}</p>
${links.length ? linksAsHtml(links) : ''}
${factsAsHtml(rows)}`,
          ).value,
        };
      },
      ...emailHistory<StatusChangedPayload>('bad-weather email to the traveller'),
    },
    deps,
  );
}
