import * as t from 'io-ts';
import { parseSiteLanguages, queryInt, text } from '@costiera/contracts';
import { Bool, declareSettings, positive } from '../../kernel/settings';
import type { BookingWindowSettings } from './domain/booking-window';

export interface BookingsSettings {
  /** Where requests for tours without a provider in the directory go, and the reply address of admins' decisions. */
  readonly bookingsInbox: string;
  /** The bookings inbox gets a copy (Bcc) of every provider email (default on). */
  readonly bookingsCopyToInbox: boolean;
  /** Booking requests accepted per client address a minute (10; a load benchmark raises it). */
  readonly bookingRequestsPerMinute: number;
  /** How long a provider has to answer a request (48), capped at 18:00 venue time the day before the requested date. */
  readonly bookingResponseHours: number;
  /** How often the worker looks for due reminders and expired requests (60 s). */
  readonly bookingSweepIntervalMs: number;
  /** Which dates can be requested: at least `minResponseHours` (2) before the respond-by bound, at most `horizonDays` (550) ahead. */
  readonly bookingWindow: BookingWindowSettings;
  /** Views and posts of the booking link pages per client address a minute (30). */
  readonly bookingPagesPerMinute: number;
  /** Acknowledgement emails one traveller address receives an hour (5); later requests are kept but not acknowledged by email. */
  readonly ackEmailsPerAddressPerHour: number;
  /** The site's languages (SITE_LANGUAGES, `en,it`): the languages a request may be sent in and the emails and booking pages are written in. */
  readonly siteLanguages: readonly string[];
}

/** SITE_LANGUAGES: language codes, English first (contracts/src/i18n/languages.ts says what is accepted). */
const SiteLanguages = new t.Type<string[], string, unknown>(
  'SITE_LANGUAGES',
  (u): u is string[] => Array.isArray(u),
  (u, c) => {
    if (typeof u !== 'string') return t.failure(u, c, 'SITE_LANGUAGES must be a list of language codes such as en,it');
    try {
      return t.success(parseSiteLanguages(u));
    } catch (err) {
      return t.failure(u, c, `SITE_LANGUAGES is not valid: ${(err as Error).message}`);
    }
  },
  (codes) => codes.join(','),
);

export const bookingsSettings = declareSettings(
  'bookings',
  {
    optional: {
      BOOKINGS_INBOX: text('BOOKINGS_INBOX', 2000),
      BOOKINGS_COPY_TO_INBOX: Bool,
      BOOKING_REQUESTS_PER_MINUTE: positive('BOOKING_REQUESTS_PER_MINUTE'),
      BOOKING_RESPONSE_HOURS: queryInt('BOOKING_RESPONSE_HOURS', 1, 24 * 30),
      BOOKING_SWEEP_INTERVAL_MS: positive('BOOKING_SWEEP_INTERVAL_MS'),
      BOOKING_MIN_RESPONSE_HOURS: queryInt('BOOKING_MIN_RESPONSE_HOURS', 0, 24 * 14),
      BOOKING_HORIZON_DAYS: queryInt('BOOKING_HORIZON_DAYS', 1, 3660),
      BOOKING_PAGES_PER_MINUTE: positive('BOOKING_PAGES_PER_MINUTE'),
      ACK_EMAILS_PER_ADDRESS_PER_HOUR: positive('ACK_EMAILS_PER_ADDRESS_PER_HOUR'),
      SITE_LANGUAGES: SiteLanguages,
    },
  },
  (e): BookingsSettings => ({
    bookingsInbox: e.BOOKINGS_INBOX ?? 'bookings@costiera.local',
    bookingsCopyToInbox: e.BOOKINGS_COPY_TO_INBOX ?? true,
    bookingRequestsPerMinute: e.BOOKING_REQUESTS_PER_MINUTE ?? 10,
    bookingResponseHours: e.BOOKING_RESPONSE_HOURS ?? 48,
    bookingSweepIntervalMs: e.BOOKING_SWEEP_INTERVAL_MS ?? 60_000,
    bookingWindow: { minResponseHours: e.BOOKING_MIN_RESPONSE_HOURS ?? 2, horizonDays: e.BOOKING_HORIZON_DAYS ?? 550 },
    bookingPagesPerMinute: e.BOOKING_PAGES_PER_MINUTE ?? 30,
    ackEmailsPerAddressPerHour: e.ACK_EMAILS_PER_ADDRESS_PER_HOUR ?? 5,
    siteLanguages: e.SITE_LANGUAGES ?? parseSiteLanguages('en,it'),
  }),
);

/** The container key of the bookings' settings. */
export const BOOKINGS_SETTINGS = bookingsSettings.token;
