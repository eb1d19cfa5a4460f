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
import { providerWeatherNotice } from './provider-weather-notice';
import { providerReminder } from './provider-reminder';
import { historySubscriber } from './history-subscriber';
import { AcknowledgementLimit } from './acknowledgement-limit';
import { isWeatherCancellation, weatherCancellationEmail } from './weather-cancellation-email';
import { Availability } from '../application/availability/availability';
import type { BookingEmailDeps } from './send-booking-email';
import { bookingsSettings } from '../settings';
import { BookingLanguages } from '../messages/booking-languages';

/** The subscriber, deaf to the requests cancelled for bad weather (their travellers and providers get the bad-weather emails instead). */
function exceptWeather(subscriber: Subscriber): Subscriber {
  return { ...subscriber, handle: async (event, em) => (isWeatherCancellation(event) ? undefined : subscriber.handle(event, em)) };
}

/**
 * The booking emails (to the provider and the traveller on submission, with their links; to
 * the traveller on each decision and proposal; to the provider on reminders and the traveller's
 * and staff's decisions; to the traveller and the provider when staff close the day for bad weather) and the
 * history the same events write.
 */
export function bookingSubscribers({ container, queries, config, metrics }: ModuleContext): Subscriber[] {
  const settings = config.of(bookingsSettings);
  const deps: BookingEmailDeps = {
    mailer: container.get<Mailer>(TOKENS.Mailer),
    logger: container.get<Logger>(TOKENS.Logger),
    mailFrom: config.mailFrom,
    metrics,
    publicBaseUrl: config.publicBaseUrl,
    bookingsInbox: settings.bookingsInbox,
    bookingsCopyToInbox: settings.bookingsCopyToInbox,
    sessionSecret: config.sessionSecret,
    languages: new BookingLanguages(config.siteLanguages),
  };
  const limit = new AcknowledgementLimit(settings.ackEmailsPerAddressPerHour);
  return [
    providerEmail(deps),
    customerAcknowledgement(deps, limit),
    exceptWeather(customerStatusEmail(queries, deps)),
    weatherCancellationEmail(queries, container.get(Availability), deps),
    dateProposalEmail(deps),
    exceptWeather(providerNotice(deps)),
    providerWeatherNotice(queries, deps),
    providerReminder(deps),
    historySubscriber(),
  ];
}
