import { SOURCE_LANGUAGE } from '@costiera/contracts';
import { AppError, BadRequest, BusinessRuleViolation, TooManyRequests, type ErrorDetail } from '../../../kernel/errors';
import { BookingRefusal, type WordValue, type Words } from '../domain/refusal-words';
import type { BookingMessages, MessageId } from './booking-messages';

/** A refusal's words as one sentence in the language of `m`. */
export function wordsText(words: readonly Words[], m: BookingMessages): string {
  return words.map((w) => m.t(w.id as MessageId, Object.fromEntries(Object.entries(w.values ?? {}).map(([key, value]) => [key, valueText(value, m)])))).join('');
}

function valueText(value: WordValue, m: BookingMessages): string | number {
  if (typeof value === 'string' || typeof value === 'number') return value;
  if ('day' in value) return m.shortDay(value.day, value.today);
  if ('list' in value) return m.list(value.list.map((v) => String(valueText(v, m))), value.or ?? false);
  return wordsText([value], m);
}

/** The booking form's fields, by the names the request body gives them, with their labels in the catalogues. */
const FIELD_LABELS: Readonly<Record<string, MessageId>> = {
  customerName: 'field.customerName',
  customerEmail: 'field.customerEmail',
  customerPhone: 'field.customerPhone',
  date: 'field.date',
  people: 'field.people',
  message: 'field.message',
  time: 'field.time',
};

/** How a request body's field can fail to decode, by the English words contracts/src/codecs.ts gives each failure. */
const FIELD_FAILURES: ReadonlyArray<readonly [RegExp, MessageId, (match: RegExpExecArray) => Record<string, string>]> = [
  [/ is required$/, 'invalid.required', () => ({})],
  [/ must be at most (\d+) characters$/, 'invalid.tooLong', (x) => ({ max: x[1]! })],
  [/ must be a valid email address$/, 'invalid.email', () => ({})],
  [/ must be a date \(YYYY-MM-DD\)$/, 'invalid.date', () => ({})],
  [/ must be a time of day \(HH:MM, 24-hour\)$/, 'invalid.time', () => ({})],
  [/ must be a whole number$/, 'invalid.wholeNumber', () => ({})],
  [/ must be between (\d+) and (\d+)$/, 'invalid.between', (x) => ({ min: x[1]!, max: x[2]! })],
];

function fieldProblem(detail: ErrorDetail, m: BookingMessages): ErrorDetail {
  const label = FIELD_LABELS[detail.field];
  if (!label) return detail;
  const field = m.t(label);
  for (const [pattern, id, values] of FIELD_FAILURES) {
    const match = pattern.exec(detail.message);
    if (match) return { field: detail.field, message: m.t(id, { field, ...values(match) }) };
  }
  return { field: detail.field, message: m.t('invalid.other', { field }) };
}

/**
 * A booking request's refusal told in the reader's language (the language of `m`): a bad field,
 * a rule of the tour's calendar or size, too many requests. English keeps the words the rules
 * wrote, exactly; a refusal without words of its own stays as it is.
 */
export function refusalIn(err: unknown, m: BookingMessages): unknown {
  if (m.language === SOURCE_LANGUAGE || !(err instanceof AppError)) return err;
  if (err instanceof BookingRefusal) {
    const message = wordsText(err.words, m);
    return new BusinessRuleViolation(message, [{ field: err.field, message }]);
  }
  if (err instanceof TooManyRequests) {
    const seconds = Number(err.headers['Retry-After']);
    return new TooManyRequests(m.t('refusal.tooMany', { seconds: String(seconds) }), seconds);
  }
  if (err instanceof BadRequest && err.details?.some((d) => FIELD_LABELS[d.field])) {
    const details = err.details.map((d) => fieldProblem(d, m));
    return new BadRequest([...new Set(details.map((d) => d.message))].join('; '), details);
  }
  return err;
}
