import type { BookingRequestInput } from './api/submit-booking-request';

/** The booking modal's fields, as typed (people as the select's string value). */
export interface BookingForm {
  customerName: string;
  customerEmail: string;
  customerPhone: string;
  date: string;
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
  return { customerName: '', customerEmail: '', customerPhone: '', date: '', people: defaultPeople(maxPassengers), message: '' };
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

/** The request body: people as an integer, empty phone and message as ''. */
export function toBookingRequest(form: BookingForm, tourId: string): BookingRequestInput {
  return {
    customerName: form.customerName.trim(),
    customerEmail: form.customerEmail.trim(),
    customerPhone: form.customerPhone.trim(),
    date: form.date,
    people: Number.parseInt(form.people, 10),
    message: form.message.trim(),
    tourId,
  };
}
