import type { QueryBus } from '../../../kernel/cqrs/query-bus';
import { emailHandler, type EmailHandlerDeps } from '../../../kernel/mail/email-handler';
import { emailLayout } from './layout';
import { formatDay } from './email-dates';
import { html } from './html';
import type { Subscriber } from '../../../kernel/messaging/subscriber';
import { GetBookingEmailFacts, type BookingEmailFacts } from '../application/get-booking-email-facts/get-booking-email-facts.query';
import { BOOKING_STATUS_CHANGED, type StatusChangedPayload } from './booking-events';
import { factsAsHtml, factsAsText, people, requestFacts, tourTitle } from './booking-email-parts';

const WORDING = {
  confirmed: {
    heading: 'Your booking is confirmed',
    subject: 'Your booking is confirmed',
    says: (tour: string, day: string, n: number) => `good news: the provider has confirmed your booking of ${tour} on ${day} for ${people(n)}.`,
    then: 'The provider will be in touch with the last details. Have a wonderful day on the coast!',
  },
  cancelled: {
    heading: 'Your booking request was cancelled',
    subject: 'Your booking request was cancelled',
    says: (tour: string, day: string, n: number) => `we are sorry: your request to book ${tour} on ${day} for ${people(n)} has been cancelled.`,
    then: 'If this is unexpected, reply to this email. You are welcome to send a request for another date or tour.',
  },
} as const;

/**
 * A status change to confirmed or cancelled tells the traveller. The email says what the
 * event says (its `to`), even if the status changed again before delivery.
 */
export function customerStatusEmail(queries: QueryBus, bookingsInbox: string, deps: EmailHandlerDeps): Subscriber {
  return emailHandler<StatusChangedPayload, BookingEmailFacts>(
    {
      name: 'bookings.customer-status-email',
      template: 'customer-booking-status',
      on: [BOOKING_STATUS_CHANGED],
      filter: (event) => event.payload.to === 'confirmed' || event.payload.to === 'cancelled',
      about: (event) => event.payload.bookingRequestId,
      load: async (id) => (await queries.execute(new GetBookingEmailFacts(id))) ?? undefined,
      recipient: (facts) => facts.customerEmail,
      replyTo: (facts) => facts.tour?.providerEmail ?? bookingsInbox,
      compose: (facts, event) => {
        const wording = WORDING[event.payload.to as keyof typeof WORDING];
        const rows = requestFacts(facts, false);
        const day = formatDay(facts.date);
        const says = wording.says(tourTitle(facts), day, facts.people);
        return {
          subject: `${wording.subject}: ${tourTitle(facts)}, ${day}`,
          text: [`Dear ${facts.customerName},`, '', `${says[0]!.toUpperCase()}${says.slice(1)}`, wording.then, '', factsAsText(rows), '', 'Costiera'].join('\n'),
          html: emailLayout(
            wording.heading,
            html`<p>Dear ${facts.customerName},</p>
<p>${says[0]!.toUpperCase()}${says.slice(1)}</p>
<p>${wording.then}</p>
${factsAsHtml(rows)}`,
          ).value,
        };
      },
    },
    deps,
  );
}
