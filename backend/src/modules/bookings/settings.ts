import { queryInt, text } from '@costiera/contracts';
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
  /** Days after a request's tour date its traveller's name, email, phone and message are erased (365). */
  readonly personalDataRetentionDays: number;
}

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
      PERSONAL_DATA_RETENTION_DAYS: queryInt('PERSONAL_DATA_RETENTION_DAYS', 1, 3660),
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
    personalDataRetentionDays: e.PERSONAL_DATA_RETENTION_DAYS ?? 365,
  }),
);

/** The container key of the bookings' settings. */
export const BOOKINGS_SETTINGS = bookingsSettings.token;
