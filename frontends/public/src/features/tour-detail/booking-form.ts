import { SOURCE_LANGUAGE, type bookings } from '@costiera/contracts';
import type { I18n } from '../../i18n/i18n';
import type { BookingRequestInput } from './api/submit-booking-request';

/** What the page knows of the tour's days: the next ones, and the chosen day with the seats a party can take. */
export interface DaysShown {
  readonly upcoming: bookings.TourAvailability | null;
  readonly day: bookings.DayAvailability | null;
  /** The most people the chosen day (and start time) takes. */
  readonly seats: number;
}

/** The booking modal's fields, as typed (people as the select's string value). */
export interface BookingForm {
  customerName: string;
  customerEmail: string;
  customerPhone: string;
  date: string;
  /** The start time ('HH:MM'), when the tour lists several; '' otherwise. */
  time: string;
  people: string;
  message: string;
}

/** The name the server knows the no-JavaScript booking form by (POST /tours/:id/booking-request). */
export const BOOKING_FORM = 'booking-request';

/** SPEC section 9: two people unless the tour takes fewer. */
export const DEFAULT_PEOPLE = 2;

export function defaultPeople(maxPassengers: number): string {
  return String(Math.max(1, Math.min(DEFAULT_PEOPLE, maxPassengers)));
}

export function emptyBookingForm(maxPassengers: number): BookingForm {
  return { customerName: '', customerEmail: '', customerPhone: '', date: '', time: '', people: defaultPeople(maxPassengers), message: '' };
}

/** People choices run from 1 to the tour's maximum. */
export function peopleChoices(maxPassengers: number): string[] {
  return Array.from({ length: Math.max(1, maxPassengers) }, (_, i) => String(i + 1));
}

/** A people value from the URL (?people=3), kept inside 1..max, else the default. */
export function peopleFrom(value: string | null, maxPassengers: number): string {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 && n <= maxPassengers ? String(n) : defaultPeople(maxPassengers);
}

/** A start time from the URL (the card's GET form without JavaScript), only when it is HH:MM. */
export function timeFrom(value: string | null): string {
  return value && /^([01]\d|2[0-3]):[0-5]\d$/.test(value) ? value : '';
}

/** A date from the URL, only when it is a real YYYY-MM-DD (what <input type="date"> accepts). */
export function dateFrom(value: string | null): string {
  return value && /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value)) ? value : '';
}

/**
 * SPEC section 5: name, email and date are required. The inputs also carry native
 * `required`; this catches what the browser lets through (a name of only spaces).
 */
export function hasMissingRequiredFields(form: BookingForm): boolean {
  return form.customerName.trim() === '' || form.customerEmail.trim() === '' || form.date.trim() === '';
}

/** The request body: people as an integer, empty phone and message as ''; `language` is the page's, which the traveller's emails are written in. */
export function toBookingRequest(form: BookingForm, tourId: string, language: string): BookingRequestInput {
  return {
    customerName: form.customerName.trim(),
    customerEmail: form.customerEmail.trim(),
    customerPhone: form.customerPhone.trim(),
    date: form.date,
    people: Number.parseInt(form.people, 10),
    message: form.message.trim(),
    ...(form.time ? { time: form.time } : {}),
    tourId,
    language,
  };
}

/** The name of the hidden field carrying the form's Idempotency-Key without JavaScript. */
export const IDEMPOTENCY_FIELD = 'idempotencyKey';

/** The name of the hidden field carrying the page's language without JavaScript. */
export const LANGUAGE_FIELD = 'language';

/** A fresh Idempotency-Key: 128 random bits (getRandomValues also works where randomUUID does not, on plain http). */
export function newIdempotencyKey(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
}

const FIELD_NAMES: ReadonlySet<string> = new Set<keyof BookingForm>(['customerName', 'customerEmail', 'customerPhone', 'date', 'time', 'people', 'message']);

/** Why a send failed, as the modal shows it: the server's reason, and its field messages beside their fields. */
export interface BookingFailure {
  readonly message: string;
  /** Per field; `form` for what belongs to no field. */
  readonly errors: Readonly<Record<string, string>>;
}

/**
 * The failure of a send: the API's `{ message, details }` when it answered, else a word about the
 * connection. The API tells its refusals (422, 429) in the request's language, naming the day and
 * the open days near it: they are shown as they are. Its 400s (a field the form's own checks let
 * through) are in English: an English page shows them, another says the same per field in its words.
 */
export function bookingFailure(error: unknown, i18n: I18n): BookingFailure {
  const answered = error instanceof Error && error.name === 'ApiError' ? (error as Error & { status?: number; serverMessage?: string; body?: unknown }) : null;
  if (!answered || typeof answered.serverMessage !== 'string') {
    const message = i18n.t('detail.error.connection');
    return { message, errors: { form: message } };
  }
  const details = (answered.body as { details?: unknown } | null)?.details;
  const errors: Record<string, string> = {};
  for (const d of Array.isArray(details) ? (details as Array<{ field?: unknown; message?: unknown }>) : []) {
    if (typeof d.field === 'string' && typeof d.message === 'string' && FIELD_NAMES.has(d.field)) errors[d.field] ??= d.message;
  }
  if (i18n.language === SOURCE_LANGUAGE || answered.status === 422 || answered.status === 429) {
    if (Object.keys(errors).length === 0) errors.form = answered.serverMessage;
    return { message: answered.serverMessage, errors };
  }
  const translated: Record<string, string> = {};
  for (const field of Object.keys(errors)) translated[field] = i18n.t('detail.error.field', { field });
  if (Object.keys(translated).length === 0) translated.form = refusalOf(answered.status, i18n);
  return { message: Object.values(translated)[0]!, errors: translated };
}

/** A refusal in English that names no field, by the API's status: a tour gone, or any other. */
function refusalOf(status: number | undefined, i18n: I18n): string {
  if (status === 404 || status === 410) return i18n.t('detail.error.gone');
  return i18n.t('detail.error.refused');
}
