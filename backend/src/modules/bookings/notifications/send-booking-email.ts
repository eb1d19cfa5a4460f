import type { EntityManager } from '@mikro-orm/postgresql';
import { EmailRefused, sendEmail, type EmailDeps, type EventEmail } from '../../../kernel/mail/send-email';
import type { DeliveredEvent } from '../../../kernel/messaging/subscriber';
import type { BookingEmailFacts } from '../infrastructure/booking-facts-sql';
import { mintLinkToken, type LinkParty } from '../infrastructure/booking-tokens';
import { appendHistory } from '../infrastructure/booking-history';
import type { BookingLanguages } from '../messages/booking-languages';

/** What every booking email needs besides its event: the mailer and the settings its links and addresses come from. */
export interface BookingEmailDeps extends EmailDeps {
  readonly publicBaseUrl: string;
  /** BOOKINGS_INBOX: gets what no provider of the directory can, and staff's replies. */
  readonly bookingsInbox: string;
  /** BOOKINGS_COPY_TO_INBOX: the inbox also gets a blind copy of each request sent to a provider. */
  readonly bookingsCopyToInbox: boolean;
  /** The server's secret the calendar feed tokens are derived with. */
  readonly sessionSecret: string;
  /** Which language each reader's email is written in. */
  readonly languages: BookingLanguages;
}

/** Paths of the token pages, under /booking/ (no browser-app path; the pages say noindex). */
export const linkPage = (publicBaseUrl: string, party: LinkParty, token: string) => `${publicBaseUrl}/booking/${party}/${token}`;

/**
 * A fresh link for the email's reader, `${base}/booking/<party>/<token>` (actions are sub-paths
 * of it). The token is written in the email's delivery, so it exists only if its email was sent.
 */
export async function newLink(em: EntityManager, deps: Pick<BookingEmailDeps, 'publicBaseUrl'>, facts: BookingEmailFacts, party: LinkParty): Promise<string> {
  const token = await mintLinkToken(em, { bookingRequestId: facts.id, party, providerId: party === 'provider' ? (facts.tour?.providerId ?? null) : null });
  return linkPage(deps.publicBaseUrl, party, token);
}

/** An email that is not sent: what it is about no longer exists, or no longer calls for it. */
export function notSent(deps: EmailDeps, subscriber: string, event: DeliveredEvent): void {
  deps.logger.info({ subscriber, event: event.id }, 'email not sent: what it is about no longer exists, or no longer calls for it');
}

/**
 * Sends a booking email and writes its line on the timeline of each request it tells of (`what`
 * names the email: 'acknowledgement to the traveller'): sent when the mail server accepted it,
 * refused when it refused it for good (the admin then sees why nobody heard). A temporary
 * failure throws, so the delivery rolls back and is retried.
 */
export async function sendBookingEmail(em: EntityManager, deps: EmailDeps, email: EventEmail, what: string, requestIds: readonly string[]): Promise<void> {
  let kind: 'email-sent' | 'email-refused';
  let detail: string;
  try {
    const to = await sendEmail(deps, email);
    kind = 'email-sent';
    detail = `${what} to ${to.join(', ')}`;
  } catch (err) {
    if (!(err instanceof EmailRefused)) throw err;
    kind = 'email-refused';
    detail = `${what} to ${err.to.join(', ')} refused by the mail server: ${err.reason}`;
  }
  for (const bookingRequestId of requestIds) {
    await appendHistory(em, { bookingRequestId, at: new Date(), kind, actor: null, detail, eventId: email.eventId });
  }
}
