import type { EmailRecipients } from '../../../kernel/mail/send-email';
import type { BookingEmailFacts } from '../infrastructure/booking-facts-sql';
import type { BookingEmailDeps } from './send-booking-email';

/**
 * Who gets an email meant for the provider of a tour (the request, and any later email to
 * the provider): every booking address the directory holds for it, with a blind copy of a
 * request to the bookings inbox when configured; the inbox alone when the provider is not in the directory
 * or is inactive (or the tour is gone).
 */
export function providerRecipients(facts: BookingEmailFacts, inbox: Pick<BookingEmailDeps, 'bookingsInbox' | 'bookingsCopyToInbox'>, email: 'request' | 'follow-up'): EmailRecipients {
  const addresses = facts.tour?.providerEmails ?? [];
  if (addresses.length === 0) return { to: [inbox.bookingsInbox] };
  // The copy is of each request; reminders and notices about it go to the provider alone.
  const copied = email === 'request' && inbox.bookingsCopyToInbox && !addresses.some((a) => a.toLowerCase() === inbox.bookingsInbox.toLowerCase());
  return { to: addresses, ...(copied ? { bcc: [inbox.bookingsInbox] } : {}) };
}
