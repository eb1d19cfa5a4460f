import { languagePrefix } from '@costiera/contracts';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { QueryBus } from '../../../kernel/cqrs/query-bus';
import type { DeliveredEvent, Subscriber } from '../../../kernel/messaging/subscriber';
import type { Availability } from '../application/availability/availability';
import { readBookingFacts, type BookingEmailFacts } from '../infrastructure/booking-facts-sql';
import { GetWeatherCancellations } from '../application/close-for-weather/get-weather-cancellations.query';
import { BAD_WEATHER } from '../domain/booking-decision';
import { BOOKING_STATUS_CHANGED, type StatusChangedPayload } from './booking-events';
import { factsAsHtml, factsAsText, linksAsHtml, linksAsText, providerReplyTo, requestFacts, tourTitle } from './booking-email-parts';
import type { BookingMessages } from '../messages/booking-messages';
import { notSent, sendBookingEmail, type BookingEmailDeps } from './send-booking-email';
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
    // A traveller who had their data erased is written to no more.
    if (facts && !(sharing === 'traveller' && facts.personalDataErased)) cancelled.push(facts);
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

function offerFor({ facts, alternatives }: CancelledBooking, m: BookingMessages): string {
  const tour = tourTitle(facts, m);
  if (!facts.tour) return '';
  return alternatives.length > 0 ? m.t('weatherTraveller.offer', { tour, days: m.list(alternatives.map((d) => m.day(d)), true) }) : m.t('weatherTraveller.nextDays', { tour });
}

/**
 * The one email a traveller gets when staff close their day for bad weather: in plain words,
 * with up to three other days each tour can take them. A traveller with several requests on
 * the closed day gets one email about all of them (sent for the first; the others send none).
 * It replaces the usual cancellation email (index.ts keeps that one from these cancellations).
 * In the language of the first request's traveller (the requests share their traveller).
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
      const m = deps.languages.traveller(facts);
      const day = m.day(facts.date);
      const count = bookings.length;
      const tour = tourTitle(facts, m);
      const heading = m.t('weatherTraveller.heading', { count });
      const note = noteOf(event.payload.reason);
      const what = m.list(bookings.map((b) => m.t('weatherTraveller.item', { tour: tourTitle(b.facts, m), people: m.people(b.facts.people) })));
      const says = count === 1 ? m.t('weatherTraveller.saysOne', { tour, day, people: m.people(facts.people) }) : m.t('weatherTraveller.saysMany', { day, what });
      const sentence = says + (note ? ` ${m.quoted('email.ourTeamWrote', note)}` : '');
      const offers = [m.t('weatherTraveller.nothingCharged'), ...bookings.map((b) => offerFor(b, m)).filter((o) => o !== '')].join(' ');
      const links = bookings.filter((b) => b.facts.tour).map((b) => [m.t('weatherTraveller.see', { tour: tourTitle(b.facts, m) }), `${publicBaseUrl}${languagePrefix(m.language)}/tours/${b.facts.tourId}`] as const);
      const tables = bookings.map((b) => requestFacts(b.facts, false, m));
      const dear = m.t('email.dear', { name: facts.customerName });
      const email = {
        subscriber: name,
        eventId: event.id,
        template: 'customer-weather-cancellation',
        to: facts.customerEmail,
        replyTo: providerReplyTo(facts, deps.bookingsInbox),
        subject: count === 1
            ? m.t('weatherTraveller.subjectOne', { tour, day, reference: facts.reference })
            : m.t('weatherTraveller.subjectMany', { day, references: bookings.map((b) => b.facts.reference).join(', ') }),
        text: [dear, '', sentence, offers, ...(links.length ? ['', linksAsText(links)] : []), ...tables.flatMap((rows) => ['', factsAsText(rows)]), '', 'Costiera'].join('\n'),
        html: emailLayout(
          heading,
          html`<p>${dear}</p>
<p>${sentence}</p>
<p>${offers}</p>
${links.length ? linksAsHtml(links) : ''}
${tables.map((rows) => factsAsHtml(rows))}`,
          m,
        ).value,
      };
      // Every request the email tells of shows it on its timeline.
      await sendBookingEmail(em, deps, email, 'bad-weather email to the traveller', bookings.map((b) => b.facts.id));
    },
  };
}
