import type { Logger } from '../../../kernel/logger';
import type { Config } from '../../../kernel/config';
import type { Mailer } from '../../../kernel/mail/mailer';
import type { ModuleContext } from '../../../kernel/module';
import type { Subscriber } from '../../../kernel/messaging/subscriber';
import { TOKENS } from '../../../kernel/tokens';
import { providerEmail } from './provider-email';
import { customerAcknowledgement } from './customer-acknowledgement';
import { customerStatusEmail } from './customer-status-email';

/** The booking emails: to the provider and the traveller on submission, to the traveller when the provider decides. */
export function bookingSubscribers({ container, queries }: ModuleContext): Subscriber[] {
  const config = container.get<Config>(TOKENS.Config);
  const deps = { mailer: container.get<Mailer>(TOKENS.Mailer), logger: container.get<Logger>(TOKENS.Logger), mailFrom: config.mailFrom };
  return [providerEmail(queries, config, deps), customerAcknowledgement(queries, config.bookingsInbox, deps), customerStatusEmail(queries, config.bookingsInbox, deps)];
}
