import type { EventPayload } from '../messaging/domain-event';
import type { DeliveredEvent, Subscriber } from '../messaging/subscriber';
import type { Logger } from '../logger';
import { messageIdFor, type Mailer } from './mailer';
import type { SafeHtml } from './html';

export interface ComposedEmail {
  readonly subject: string;
  readonly text: string;
  readonly html: SafeHtml;
}

/**
 * An email declared as a reaction to events, in the spirit of vendure's EmailEventListener:
 * which events, which of them (`filter`), what it needs (`load`, read through the owning
 * module's queries), to whom, and how it reads. Each becomes a subscriber of its own, so
 * the provider's email and the customer's are delivered and retried independently.
 */
export interface EmailHandlerSpec<P extends EventPayload, D> {
  /** The subscriber's stable name, e.g. `bookings.provider-email`. */
  readonly name: string;
  /** Part of the Message-ID, with the event id (`<event id>.<template>@domain`). */
  readonly template: string;
  readonly on: readonly string[];
  readonly filter?: (event: DeliveredEvent<P>) => boolean;
  /** null when what the email is about is gone (deleted before delivery): nothing is sent. */
  readonly load: (event: DeliveredEvent<P>) => Promise<D | null>;
  readonly recipient: (data: D) => string;
  readonly replyTo?: (data: D) => string | undefined;
  readonly compose: (data: D, event: DeliveredEvent<P>) => ComposedEmail;
}

export interface EmailHandlerDeps {
  readonly mailer: Mailer;
  readonly logger: Logger;
  readonly mailFrom: string;
}

export function emailHandler<P extends EventPayload, D>(spec: EmailHandlerSpec<P, D>, deps: EmailHandlerDeps): Subscriber {
  return {
    name: spec.name,
    events: spec.on,
    async handle(delivered) {
      const event = delivered as DeliveredEvent<P>;
      if (spec.filter && !spec.filter(event)) return;
      const data = await spec.load(event);
      if (data === null) {
        deps.logger.info({ subscriber: spec.name, event: event.id }, 'email not sent: what it is about no longer exists');
        return;
      }
      const composed = spec.compose(data, event);
      // Sent inside the subscriber's transaction: if sending fails, the inbox row rolls back and the job retries.
      await deps.mailer.send({
        messageId: messageIdFor(event.id, spec.template, deps.mailFrom),
        to: spec.recipient(data),
        replyTo: spec.replyTo?.(data),
        subject: composed.subject,
        text: composed.text,
        html: composed.html.value,
      });
    },
  };
}
