import type { QueryBus } from '../../../kernel/cqrs/query-bus';
import type { EmailRecipients } from '../../../kernel/mail/email-handler';
import { GetProviderBookingAddresses } from '../../catalog';

export interface InboxSettings {
  /** BOOKINGS_INBOX: gets what no provider of the directory can. */
  readonly bookingsInbox: string;
  /** BOOKINGS_COPY_TO_INBOX: the inbox also gets a blind copy of each request sent to a provider. */
  readonly bookingsCopyToInbox: boolean;
}

/**
 * Who gets an email meant for the provider of a tour (the request, and any later email to
 * the provider): every booking address the directory holds for it, with a blind copy of a
 * request to the bookings inbox when configured; the inbox alone when the provider is not in the directory
 * or is inactive (or the tour is gone).
 */
export async function providerRecipients(queries: QueryBus, inbox: InboxSettings, tourId: string, email: 'request' | 'follow-up'): Promise<EmailRecipients> {
  const addresses = await queries.execute(new GetProviderBookingAddresses({ tourId }));
  if (addresses.length === 0) return { to: [inbox.bookingsInbox] };
  // The copy is of each request; reminders and notices about it go to the provider alone.
  const copied = email === 'request' && inbox.bookingsCopyToInbox && !addresses.some((a) => a.toLowerCase() === inbox.bookingsInbox.toLowerCase());
  return { to: addresses, ...(copied ? { bcc: [inbox.bookingsInbox] } : {}) };
}
