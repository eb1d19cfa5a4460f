import type { EntityManager } from '@mikro-orm/postgresql';
import { UnrecoverableError } from 'bullmq';
import type { EventPayload } from '../messaging/domain-event';
import type { DeliveredEvent, Subscriber } from '../messaging/subscriber';
import type { Logger } from '../logger';
import { messageIdFor, type Mailer } from './mailer';
import { emailsSent } from '../metrics/metrics';

export interface ComposedEmail {
  readonly subject: string;
  readonly text: string;
  /** The whole HTML document, its user text escaped by whoever composed it. */
  readonly html: string;
}

/** Who gets an email: one address, or several with optional blind copies. */
export type EmailRecipients = string | { readonly to: readonly string[]; readonly bcc?: readonly string[] };

/**
 * An email declared as a reaction to events, in the spirit of vendure's EmailEventListener:
 * which events, which of them (`filter`), what it is about (`about`) and what that needs
 * (`load`, read through the owning module's queries), to whom, and how it reads. Each becomes
 * a subscriber of its own, so the provider's email and the customer's are delivered and
 * retried independently.
 */
export interface EmailHandlerSpec<P extends EventPayload, D> {
  /** The subscriber's stable name, e.g. `bookings.provider-email`. */
  readonly name: string;
  /** Part of the Message-ID, with the event id (`<event id>.<template>@domain`). */
  readonly template: string;
  readonly on: readonly string[];
  readonly filter?: (event: DeliveredEvent<P>) => boolean;
  /** The id of what the email is about (a booking request's). */
  readonly about: (event: DeliveredEvent<P>) => string;
  /**
   * What the email needs; undefined when it is gone (deleted before delivery) or the module
   * holds it back (recording why itself): the email is not sent. `em` is the delivery's
   * transaction (what `load` writes, e.g. a link token, commits with the email).
   */
  readonly load: (id: string, em: EntityManager, event: DeliveredEvent<P>) => Promise<D | undefined>;
  /** May read what it needs (e.g. another module's directory) through the event it answers. */
  readonly recipient: (data: D, event: DeliveredEvent<P>) => EmailRecipients | Promise<EmailRecipients>;
  readonly replyTo?: (data: D) => string | undefined;
  readonly compose: (data: D, event: DeliveredEvent<P>) => ComposedEmail;
  /** After the mail server accepted it, in the delivery's transaction (e.g. a history row naming `to`). */
  readonly sent?: (data: D, event: DeliveredEvent<P>, em: EntityManager, to: readonly string[]) => Promise<void>;
  /**
   * After the mail server refused it for good (`reason`: its reply), in the delivery's
   * transaction, which then commits: the email is not tried again. Without it the job fails
   * at once, with no retries, and stays in the failed set.
   */
  readonly refused?: (data: D, event: DeliveredEvent<P>, em: EntityManager, to: readonly string[], reason: string) => Promise<void>;
}

/** The mail server's reply when it refused for good (an SMTP 5xx: no such mailbox, domain refused), else null. */
function permanentRefusal(err: unknown): string | null {
  const e = err as { responseCode?: unknown; response?: unknown; message?: unknown };
  if (typeof e?.responseCode !== 'number' || e.responseCode < 500 || e.responseCode > 599) return null;
  return String(typeof e.response === 'string' ? e.response : e.message).trim();
}

export interface EmailHandlerDeps {
  readonly mailer: Mailer;
  readonly logger: Logger;
  readonly mailFrom: string;
}

/** Sent inside the delivery's transaction: an email that fails rolls its inbox row back and its job retries it. */
export function emailHandler<P extends EventPayload, D>(spec: EmailHandlerSpec<P, D>, deps: EmailHandlerDeps): Subscriber {
  return {
    name: spec.name,
    events: spec.on,
    async handle(delivered, em) {
      const event = delivered as DeliveredEvent<P>;
      if (spec.filter && !spec.filter(event)) return;
      const data = await spec.load(spec.about(event), em, event);
      if (data === undefined) {
        deps.logger.info({ subscriber: spec.name, event: event.id }, 'email not sent: what it is about no longer exists, or its module held it back');
        return;
      }
      const composed = spec.compose(data, event);
      const recipients = await spec.recipient(data, event);
      const to = typeof recipients === 'string' ? [recipients] : recipients.to;
      try {
        await deps.mailer.send({
          messageId: messageIdFor(event.id, spec.template, deps.mailFrom),
          ...(typeof recipients === 'string' ? { to: recipients } : { to: recipients.to, ...(recipients.bcc?.length ? { bcc: recipients.bcc } : {}) }),
          replyTo: spec.replyTo?.(data),
          subject: composed.subject,
          text: composed.text,
          html: composed.html,
        });
      } catch (err) {
        const reason = permanentRefusal(err);
        emailsSent.inc({ subscriber: spec.name, result: reason === null ? 'failed' : 'refused' });
        // A temporary failure (4xx, connection trouble) is retried with backoff; a refusal for good never succeeds.
        if (reason === null) throw err;
        deps.logger.warn({ subscriber: spec.name, event: event.id, reason, err }, 'email refused for good by the mail server: not tried again');
        if (!spec.refused) throw new UnrecoverableError(`the mail server refused the email for good: ${reason}`);
        await spec.refused(data, event, em, to, reason);
        return;
      }
      emailsSent.inc({ subscriber: spec.name, result: 'sent' });
      await spec.sent?.(data, event, em, to);
    },
  };
}
