import { UnrecoverableError } from 'bullmq';
import type { Logger } from '../logger';
import { messageIdFor, type Mailer } from './mailer';
import type { Metrics } from '../metrics/metrics';

/** Who gets an email: one address, or several with optional blind copies. */
export type EmailRecipients = string | { readonly to: readonly string[]; readonly bcc?: readonly string[] };

/** One email a subscriber sends for one event. */
export interface EventEmail {
  /** The subscriber sending it (`<module>.<email>`): the metrics' label. */
  readonly subscriber: string;
  /** The event it answers: with `template`, its Message-ID (`<event id>.<template>@domain`), the same on every redelivery. */
  readonly eventId: string;
  readonly template: string;
  readonly to: EmailRecipients;
  readonly replyTo?: string;
  readonly subject: string;
  readonly text: string;
  /** The whole HTML document, its user text escaped by whoever composed it. */
  readonly html: string;
}

export interface EmailDeps {
  readonly mailer: Mailer;
  readonly logger: Logger;
  readonly mailFrom: string;
  readonly metrics: Metrics;
}

/** Emails by subscriber and result. */
const emailsSent = (metrics: Metrics) =>
  metrics.counter({ name: 'emails_total', help: 'Emails by subscriber and result (sent, failed: retried, refused: for good)', labelNames: ['subscriber', 'result'] as const });

/**
 * The mail server refused the email for good (an SMTP 5xx: no such mailbox, domain refused).
 * It is BullMQ's UnrecoverableError, so a subscriber that lets it through fails its job at once,
 * with no retries; one that records refusals catches it and lets its delivery commit.
 */
export class EmailRefused extends UnrecoverableError {
  constructor(
    /** The mail server's reply. */
    readonly reason: string,
    /** The addresses it was sent to. */
    readonly to: readonly string[],
  ) {
    super(`the mail server refused the email for good: ${reason}`);
  }
}

/** The mail server's reply when it refused for good, else null. */
function permanentRefusal(err: unknown): string | null {
  const e = err as { responseCode?: unknown; response?: unknown; message?: unknown };
  if (typeof e?.responseCode !== 'number' || e.responseCode < 500 || e.responseCode > 599) return null;
  return String(typeof e.response === 'string' ? e.response : e.message).trim();
}

/**
 * Sends a subscriber's email and counts it. A temporary failure (4xx, connection trouble) is
 * thrown as it came, so the delivery rolls back and its job retries with backoff; a refusal for
 * good is thrown as EmailRefused. Answers the addresses the email went to.
 */
export async function sendEmail(deps: EmailDeps, email: EventEmail): Promise<readonly string[]> {
  const recipients = email.to;
  const to = typeof recipients === 'string' ? [recipients] : recipients.to;
  const bcc = typeof recipients === 'string' ? undefined : recipients.bcc;
  try {
    await deps.mailer.send({
      messageId: messageIdFor(email.eventId, email.template, deps.mailFrom),
      to: typeof recipients === 'string' ? recipients : to,
      ...(bcc?.length ? { bcc } : {}),
      replyTo: email.replyTo,
      subject: email.subject,
      text: email.text,
      html: email.html,
    });
  } catch (err) {
    const reason = permanentRefusal(err);
    emailsSent(deps.metrics).inc({ subscriber: email.subscriber, result: reason === null ? 'failed' : 'refused' });
    if (reason === null) throw err;
    deps.logger.warn({ subscriber: email.subscriber, event: email.eventId, reason, err }, 'email refused for good by the mail server: not tried again');
    throw new EmailRefused(reason, to);
  }
  emailsSent(deps.metrics).inc({ subscriber: email.subscriber, result: 'sent' });
  return to;
}
