import type { EventPayload } from '../messaging/domain-event';
import type { DeliveredEvent, Subscriber } from '../messaging/subscriber';
import type { Logger } from '../logger';
import { messageIdFor, type Mailer } from './mailer';
import type { SafeHtml } from './html';
import { emailsSent } from '../metrics/metrics';

export interface ComposedEmail {
  readonly subject: string;
  readonly text: string;
  readonly html: SafeHtml;
}

/**
 * An email declared as a reaction to events, in the spirit of vendure's EmailEventListener:
 * which events, which of them (`filter`), what it is about (`about`) and what that needs
 * (`load`, read through the owning module's queries, for a whole delivery at once), to whom,
 * and how it reads. Each becomes a subscriber of its own, so the provider's email and the
 * customer's are delivered and retried independently.
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
  /** What the emails need, by the ids `about` gave; an id left out is gone (deleted before delivery): its email is not sent. */
  readonly load: (ids: string[]) => Promise<ReadonlyMap<string, D>>;
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
      const events = (delivered as ReadonlyArray<DeliveredEvent<P>>).filter((event) => !spec.filter || spec.filter(event));
      if (events.length === 0) return;
      const found = await spec.load([...new Set(events.map(spec.about))]);
      const failures = new Map<string, Error>();
      // Sent inside the delivery's transaction, all at once (the mailer's pool spreads them over
      // its connections): an email that fails has its inbox row withdrawn and its job retries it.
      await Promise.all(
        events.map(async (event) => {
          const data = found.get(spec.about(event));
          if (data === undefined) {
            deps.logger.info({ subscriber: spec.name, event: event.id }, 'email not sent: what it is about no longer exists');
            return;
          }
          try {
            const composed = spec.compose(data, event);
            await deps.mailer.send({
              messageId: messageIdFor(event.id, spec.template, deps.mailFrom),
              to: spec.recipient(data),
              replyTo: spec.replyTo?.(data),
              subject: composed.subject,
              text: composed.text,
              html: composed.html.value,
            });
            emailsSent.inc({ subscriber: spec.name, result: 'sent' });
          } catch (err) {
            emailsSent.inc({ subscriber: spec.name, result: 'failed' });
            failures.set(event.id, err instanceof Error ? err : new Error(String(err)));
          }
        }),
      );
      return failures;
    },
  };
}
