import type Redis from 'ioredis';
import type { Clock } from '../../../kernel/clock';
import type { Logger } from '../../../kernel/logger';
import type { Mailer } from '../../../kernel/mail/mailer';
import type { ModuleContext } from '../../../kernel/module';
import type { Subscriber } from '../../../kernel/messaging/subscriber';
import { TOKENS } from '../../../kernel/tokens';
import { providerEmail } from './provider-email';
import { customerAcknowledgement } from './customer-acknowledgement';
import { customerStatusEmail } from './customer-status-email';
import { dateProposalEmail } from './date-proposal-email';
import { providerNotice } from './provider-notice';
import { providerReminder } from './provider-reminder';
import { historySubscriber } from './history-subscriber';
import { AcknowledgementLimit } from './acknowledgement-limit';
import { isWeatherCancellation, weatherCancellationEmail } from './weather-cancellation-email';
import { Availability } from '../application/availability/availability';
import { bookingsSettings } from '../settings';

/** The subscriber, deaf to the requests cancelled for bad weather (their travellers get the bad-weather email instead). */
function exceptWeather(subscriber: Subscriber): Subscriber {
  return { ...subscriber, handle: async (event, em) => (isWeatherCancellation(event) ? undefined : subscriber.handle(event, em)) };
}

/**
 * The booking emails (to the provider and the traveller on submission, with their links; to
 * the traveller on each decision and proposal; to the provider on reminders and the traveller's
 * and staff's decisions; to the traveller when staff close the day for bad weather) and the
 * history the same events write.
 */
export function bookingSubscribers({ container, queries, config, metrics }: ModuleContext): Subscriber[] {
  const settings = config.of(bookingsSettings);
  const deps = { mailer: container.get<Mailer>(TOKENS.Mailer), logger: container.get<Logger>(TOKENS.Logger), mailFrom: config.mailFrom, metrics };
  const { bookingsInbox: inbox } = settings;
  const base = config.publicBaseUrl;
  return [
    providerEmail(queries, settings, base, config, deps),
    customerAcknowledgement(queries, inbox, base, deps, new AcknowledgementLimit(container.get<Redis>(TOKENS.Redis), config.redisPrefix, settings.ackEmailsPerAddressPerHour, container.get<Clock>(TOKENS.Clock))),
    exceptWeather(customerStatusEmail(queries, inbox, base, deps)),
    weatherCancellationEmail(queries, container.get(Availability), inbox, base, deps),
    dateProposalEmail(queries, inbox, base, deps),
    providerNotice(queries, settings, config, deps),
    providerReminder(queries, settings, base, config, deps),
    historySubscriber(),
  ];
}
