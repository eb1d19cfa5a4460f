import type { EntityManager } from '@mikro-orm/postgresql';
import type { QueryBus } from '../../../kernel/cqrs/query-bus';
import type { DeliveredEvent, Subscriber } from '../../../kernel/messaging/subscriber';
import type { Availability } from '../application/availability/availability';
import { readBookingFacts, type BookingEmailFacts } from '../infrastructure/booking-facts-sql';
import { GetWeatherCancellations } from '../application/close-for-weather/get-weather-cancellations.query';
import { BAD_WEATHER } from '../domain/booking-decision';
import { BOOKING_STATUS_CHANGED, type StatusChangedPayload } from './booking-events';
import { factsAsHtml, factsAsText, linksAsHtml, linksAsText, people, providerReplyTo, quoted, requestFacts, tourTitle } from './booking-email-parts';
import { notSent, sendBookingEmail, type BookingEmailDeps } from './send-booking-email';
import { formatDay } from './email-dates';
import { html } from './html';
import { emailLayout } from './layout';

/** Staff cancelled the request because they closed its day for bad weather. */
export const isWeatherCancellation = (event: DeliveredEvent) => {
  const payload = event.payload as StatusChangedPayload;
  return event.name === BOOKING_STATUS_CHANGED && payload.cause === 'weather' && payload.to === 'cancelled';
};

/**
 * The facts of every request one closure cancelled for the same traveller (or provider) as
 * request `id`, when `id` is the first of them (its email tells of all); otherwise none.
 */
export async function cancelledTogether(queries: QueryBus, em: EntityManager, id: string, sharing: 'traveller' | 'provider'): Promise<BookingEmailFacts[]> {
  const group = await queries.execute(new GetWeatherCancellations(id, sharing));
  if (group[0] !== id) return [];
  const cancelled: BookingEmailFacts[] = [];
  // One after another: the reads share the delivery's transaction.
  for (const requestId of group) {
    const facts = await readBookingFacts(em, requestId);
    if (facts) cancelled.push(facts);
  }
  return cancelled;
}

interface CancelledBooking {
  readonly facts: BookingEmailFacts;
  /** Days near the cancelled one the party can ask for instead (up to three). */
  readonly alternatives: readonly string[];
}

/** What staff wrote, without the 'Bad weather: ' the timeline shows before it. */
export const noteOf = (reason: string | null | undefined) => (reason ?? '').replace(new RegExp(`^${BAD_WEATHER}:\\s*`), '').trim();

function list(labels: readonly string[], or = 'and'): string {
  return labels.length <= 1 ? labels.join('') : `${labels.slice(0, -1).join(', ')} ${or} ${labels.at(-1)!}`;
}

const capitalised = (text: string) => `${text[0]!.toUpperCase()}${text.slice(1)}`;

function offerFor({ facts, alternatives }: CancelledBooking): string {
  const tour = tourTitle(facts);
  if (!facts.tour) return '';
  return alternatives.length > 0
    ? `If you would like to go another day, ${tour} still has room on ${list(alternatives.map(formatDay), 'or')}: send a new request from the tour's page.`
    : `The page of ${tour} shows the next days you can ask for.`;
}

/**
 * The one email a traveller gets when staff close their day for bad weather: in plain words,
 * with up to three other days each tour can take them. A traveller with several requests on
 * the closed day gets one email about all of them (sent for the first; the others send none).
 * It replaces the usual cancellation email (index.ts keeps that one from these cancellations).
 */
export function weatherCancellationEmail(queries: QueryBus, availability: Availability, deps: BookingEmailDeps): Subscriber {
  const name = 'bookings.weather-cancellation-email';
  const { publicBaseUrl } = deps;
  return {
    name,
    events: [BOOKING_STATUS_CHANGED],
    async handle(delivered, em) {
      if (!isWeatherCancellation(delivered)) return;
      const event = delivered as DeliveredEvent<StatusChangedPayload>;
      // Every request of the traveller the closure cancelled: one email, sent for the first, tells of all of them.
      const bookings: CancelledBooking[] = [];
      for (const facts of await cancelledTogether(queries, em, event.payload.bookingRequestId, 'traveller')) {
        const alternatives = facts.tour ? await availability.alternatives(facts.tourId, facts.date, facts.people, 3) : [];
        bookings.push({ facts, alternatives });
      }
      if (bookings.length === 0) return notSent(deps, name, event);
      const facts = bookings[0]!.facts;
      const day = formatDay(facts.date);
      const heading = bookings.length === 1 ? 'Your tour is cancelled because of bad weather' : 'Your tours are cancelled because of bad weather';
      const note = noteOf(event.payload.reason);
      const what = list(bookings.map((b) => `${tourTitle(b.facts)} for ${people(b.facts.people)}`));
      const says =
        bookings.length === 1
          ? `we are sorry: the weather will not let ${tourTitle(facts)} go ahead on ${day}, so your booking for ${people(facts.people)} is cancelled.`
          : `we are sorry: the weather will not let your tours go ahead on ${day}, so your bookings are cancelled: ${what}.`;
      const sentence = capitalised(says) + (note ? ` ${quoted('Our team wrote', note)}` : '');
      const offers = ['Nothing was charged.', ...bookings.map(offerFor).filter((o) => o !== '')].join(' ');
      const links = bookings.filter((b) => b.facts.tour).map((b) => [`See ${tourTitle(b.facts)}`, `${publicBaseUrl}/tours/${b.facts.tourId}`] as const);
      const tables = bookings.map((b) => requestFacts(b.facts, false));
      const email = {
        subscriber: name,
        eventId: event.id,
        template: 'customer-weather-cancellation',
        to: facts.customerEmail,
        replyTo: providerReplyTo(facts, deps.bookingsInbox),
        subject: bookings.length === 1 ? `Cancelled for bad weather: ${tourTitle(facts)}, ${day}` : `Cancelled for bad weather: your tours on ${day}`,
        text: [`Dear ${facts.customerName},`, '', sentence, offers, ...(links.length ? ['', linksAsText(links)] : []), ...tables.flatMap((rows) => ['', factsAsText(rows)]), '', 'Costiera'].join('\n'),
        html: emailLayout(
          heading,
          html`<p>Dear ${facts.customerName},</p>
<p>${sentence}</p>
<p>${offers}</p>
${links.length ? linksAsHtml(links) : ''}
${tables.map((rows) => factsAsHtml(rows))}`,
        ).value,
      };
      // Every request the email tells of shows it on its timeline.
      await sendBookingEmail(em, deps, email, 'bad-weather email to the traveller', bookings.map((b) => b.facts.id));
    },
  };
}
