import { bookings, SOURCE_LANGUAGE } from '@costiera/contracts';
import type { ModuleContext } from '../../../kernel/module';
import { AppError, BadRequest } from '../../../kernel/errors';
import { decodePart } from '../../../kernel/http/route-table';
import type { FormPost } from '../../../kernel/http/form-post';
import { bookingSubmitter, idempotencyKeyOf } from './submit-booking';
import { BookingLanguages } from '../messages/booking-languages';
import { refusalIn } from '../messages/refusal-text';

/** The form's name in the public remote (features/tour-detail/booking-form.ts). */
export const BOOKING_FORM = 'booking-request';
const FIELDS = ['customerName', 'customerEmail', 'customerPhone', 'date', 'time', 'people', 'message'] as const;
/** The hidden field the page fills with a fresh Idempotency-Key each time it shows the form. */
export const IDEMPOTENCY_FIELD = 'idempotencyKey';
/** The hidden field with the language of the page the form is on ('it' under /it/); absent: English. */
export const LANGUAGE_FIELD = 'language';

export type BookingFormAnswer =
  /** Stored (or stored already under the form's key): see the request's status page. */
  | { readonly sent: true; readonly location: string }
  /** 400 invalid, 404 no such tour, 409/422 refused by a rule, 429 throttled: the form again. */
  | { readonly sent: false; readonly status: number; readonly post: FormPost };

/**
 * The booking request sent as a plain form (no JavaScript): the same decoding, throttle,
 * Idempotency-Key and command as POST /api/booking-requests. Stored, the answer is the
 * traveller's status page to go to (the caller redirects, so a refresh sends nothing again);
 * otherwise the form again with each error beside its field and the traveller's input kept.
 * `language`: the language of the page's address (the form under /it/), which the request is
 * sent in whatever the hidden field says; its errors are told in that language (in English at
 * the English address, whose page shows them).
 */
export function bookingForm(ctx: Pick<ModuleContext, 'container' | 'commands' | 'queries' | 'config'>) {
  const submit = bookingSubmitter(ctx);
  const languages = new BookingLanguages(ctx.config.siteLanguages);
  return async (tourId: string, fields: Readonly<Record<string, unknown>>, ip: string, language?: string): Promise<BookingFormAnswer> => {
    const values: Record<string, string> = {};
    for (const name of [...FIELDS, IDEMPOTENCY_FIELD, LANGUAGE_FIELD]) values[name] = typeof fields[name] === 'string' ? (fields[name] as string) : '';
    if (language !== undefined) values[LANGUAGE_FIELD] = language;
    // Errors are told in the language of the page they are shown on, the address's.
    const m = languages.of(language ?? SOURCE_LANGUAGE);
    const answer = (status: number, errors: Record<string, string>): BookingFormAnswer => ({ sent: false, status, post: { form: BOOKING_FORM, values, errors } });
    try {
      const key = idempotencyKeyOf(values[IDEMPOTENCY_FIELD], IDEMPOTENCY_FIELD);
      const body = decodePart(
        bookings.BookingRequestBody,
        {
          customerName: values.customerName!.trim(),
          customerEmail: values.customerEmail!.trim(),
          customerPhone: values.customerPhone!.trim(),
          date: values.date!.trim(),
          people: /^\d+$/.test(values.people!.trim()) ? Number(values.people) : values.people,
          message: values.message!.trim(),
          // The start time, when the tour lists several ('' or absent: none chosen).
          ...(values.time!.trim() ? { time: values.time!.trim() } : {}),
          ...(values[LANGUAGE_FIELD]!.trim() ? { language: values[LANGUAGE_FIELD]!.trim() } : {}),
          tourId,
        },
        'body',
      );
      const stored = await submit(body, ip, key);
      return { sent: true, location: `/booking/traveller/${stored.statusToken}?sent=1` };
    } catch (thrown) {
      const err = refusalIn(thrown, m);
      if (err instanceof BadRequest) {
        const errors: Record<string, string> = {};
        for (const d of err.details ?? []) {
          const field = (FIELDS as readonly string[]).includes(d.field) ? d.field : 'form';
          errors[field] ??= d.message;
        }
        return answer(400, errors);
      }
      if (err instanceof AppError && [404, 409, 422, 429].includes(err.status)) {
        // A rule about one field (a date outside the booking window) is told beside that field.
        const field = err.details?.map((d) => d.field).find((f) => (FIELDS as readonly string[]).includes(f));
        return answer(err.status, { [field ?? 'form']: err.message });
      }
      throw thrown;
    }
  };
}
