import type { EntityManager } from '@mikro-orm/postgresql';
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
   * What the email needs; undefined when it is gone (deleted before delivery): the email is not
   * sent. `em` is the delivery's transaction (what `load` writes, e.g. a link token, commits with the email).
   */
  readonly load: (id: string, em: EntityManager, event: DeliveredEvent<P>) => Promise<D | undefined>;
  /** May read what it needs (e.g. another module's directory) through the event it answers. */
  readonly recipient: (data: D, event: DeliveredEvent<P>) => EmailRecipients | Promise<EmailRecipients>;
  readonly replyTo?: (data: D) => string | undefined;
  readonly compose: (data: D, event: DeliveredEvent<P>) => ComposedEmail;
  /** After the mail server accepted it, in the delivery's transaction (e.g. a history row naming `to`). */
  readonly sent?: (data: D, event: DeliveredEvent<P>, em: EntityManager, to: readonly string[]) => Promise<void>;
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
        deps.logger.info({ subscriber: spec.name, event: event.id }, 'email not sent: what it is about no longer exists');
        return;
      }
      const composed = spec.compose(data, event);
      const recipients = await spec.recipient(data, event);
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
        emailsSent.inc({ subscriber: spec.name, result: 'failed' });
        throw err;
      }
      emailsSent.inc({ subscriber: spec.name, result: 'sent' });
      await spec.sent?.(data, event, em, typeof recipients === 'string' ? [recipients] : recipients.to);
    },
  };
}
