import * as t from 'io-ts';
import { describeAs, describeObject } from './schema-hints';

/**
 * Building blocks for request codecs. Each failure carries a message a person can read;
 * the backend turns decode errors into `{ error: 'bad_request', message, details }`.
 */

type Props = Record<string, t.Mixed>;

/**
 * An object with the given required and optional fields and nothing else: an unknown field
 * is an error (no mass assignment), never silently dropped. Optional fields may be absent;
 * extra keys are reported by name.
 */
export function closed<R extends Props, O extends Props = Record<never, never>>(
  required: R,
  optional?: O,
  name = 'object',
): t.Type<
  t.TypeOf<t.TypeC<R>> & Partial<t.TypeOf<t.TypeC<O>>>,
  t.OutputOf<t.TypeC<R>> & Partial<t.OutputOf<t.TypeC<O>>>,
  unknown
> {
  const opt = (optional ?? {}) as O;
  const allowed = new Set([...Object.keys(required), ...Object.keys(opt)]);
  const inner = t.exact(t.intersection([t.type(required), t.partial(opt)]));
  const closedType = new t.Type(
    name,
    (u): u is t.TypeOf<t.TypeC<R>> & Partial<t.TypeOf<t.TypeC<O>>> => inner.is(u),
    (u, c) => {
      if (typeof u !== 'object' || u === null || Array.isArray(u)) {
        return t.failure(u, c, 'must be a JSON object');
      }
      const unknownKeys = Object.keys(u).filter((k) => !allowed.has(k));
      if (unknownKeys.length > 0) {
        return t.failures(
          unknownKeys.map((k) => ({
            value: (u as Record<string, unknown>)[k],
            context: [...c, { key: k, type: t.never, actual: (u as Record<string, unknown>)[k] }],
            message: `Unknown field "${k}"`,
          })),
        );
      }
      // A missing required field gets a readable message of its own.
      const missing = Object.keys(required).filter(
        (k) => (u as Record<string, unknown>)[k] === undefined || (u as Record<string, unknown>)[k] === null,
      );
      if (missing.length > 0) {
        return t.failures(
          missing.map((k) => ({
            value: undefined,
            context: [...c, { key: k, type: required[k]!, actual: undefined }],
            message: `${labelOf(required[k]!, k)} is required`,
          })),
        );
      }
      // Optional fields given as null count as absent.
      const cleaned: Record<string, unknown> = {};
      for (const [k, v] of Object.entries(u)) if (v !== null || k in required) cleaned[k] = v;
      return inner.validate(cleaned, c) as t.Validation<t.TypeOf<t.TypeC<R>> & Partial<t.TypeOf<t.TypeC<O>>>>;
    },
    (a) => inner.encode(a) as t.OutputOf<t.TypeC<R>> & Partial<t.OutputOf<t.TypeC<O>>>,
  );
  return describeObject(closedType, required, opt);
}

function labelOf(codec: t.Mixed, key: string): string {
  const label = (codec as { label?: string }).label;
  return label ?? key;
}

/** A codec that names its field for messages ('Username is required'). */
function labelled<C extends t.Mixed>(codec: C, label: string): C {
  (codec as unknown as { label: string }).label = label;
  return codec;
}

/** A string that is trimmed and must be 1..max characters after trimming. */
export function text(label: string, max = 200, min = 1): t.Type<string, string, unknown> {
  return describeAs(labelled(
    new t.Type<string, string, unknown>(
      `text(${label})`,
      (u): u is string => typeof u === 'string',
      (u, c) => {
        if (typeof u !== 'string') return t.failure(u, c, `${label} must be text`);
        const v = u.trim();
        if (v.includes('\u0000')) return t.failure(u, c, `${label} must not contain NUL characters`);
        if (v.length < min) return t.failure(u, c, min <= 1 ? `${label} is required` : `${label} must be at least ${min} characters`);
        if (v.length > max) return t.failure(u, c, `${label} must be at most ${max} characters`);
        return t.success(v);
      },
      t.identity,
    ),
    label,
  ), { type: 'string', minLength: min, maxLength: max });
}

/** Optional free text: trimmed, empty becomes undefined (so forms may send ''). */
export function optionalText(label: string, max = 2000): t.Type<string | undefined, string | undefined, unknown> {
  return describeAs(labelled(
    new t.Type<string | undefined, string | undefined, unknown>(
      `optionalText(${label})`,
      (u): u is string | undefined => u === undefined || typeof u === 'string',
      (u, c) => {
        if (u === undefined || u === null) return t.success(undefined);
        if (typeof u !== 'string') return t.failure(u, c, `${label} must be text`);
        const v = u.trim();
        if (v.includes('\u0000')) return t.failure(u, c, `${label} must not contain NUL characters`);
        if (v.length > max) return t.failure(u, c, `${label} must be at most ${max} characters`);
        return t.success(v.length === 0 ? undefined : v);
      },
      t.identity,
    ),
    label,
  ), { type: 'string', maxLength: max });
}

/** A secret: not trimmed, must not be empty, bounded (hashing cost grows with length). */
export function secret(label: string, max = 1024): t.Type<string, string, unknown> {
  return describeAs(labelled(
    new t.Type<string, string, unknown>(
      `secret(${label})`,
      (u): u is string => typeof u === 'string',
      (u, c) => {
        if (typeof u !== 'string') return t.failure(u, c, `${label} must be text`);
        if (u.length === 0) return t.failure(u, c, `${label} is required`);
        if (u.length > max) return t.failure(u, c, `${label} must be at most ${max} characters`);
        return t.success(u);
      },
      t.identity,
    ),
    label,
  ), { type: 'string', minLength: 1, maxLength: max, format: 'password' });
}

/** A local part as mail servers take it unquoted (RFC 5322 dot-atom): atoms joined by single dots; non-ASCII for SMTPUTF8. */
const LOCAL_PART = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~\u0080-\uFFFF-]+(\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~\u0080-\uFFFF-]+)*$/;
/** A domain label (RFC 1035, or a Unicode label of an international domain): no hyphen at either end. */
const DOMAIN_LABEL = /^[A-Za-z0-9\u0080-\uFFFF]([A-Za-z0-9\u0080-\uFFFF-]{0,61}[A-Za-z0-9\u0080-\uFFFF])?$/;

/**
 * Whether a mail server would take `address` as a recipient: a dot-atom local part of at most
 * 64 characters (no leading, trailing or doubled dot) and a domain of two or more labels whose
 * top level has letters. What a server refuses is refused at submission, not after queueing.
 */
export function isMailboxAddress(address: string): boolean {
  if (address.length > 254) return false;
  const at = address.lastIndexOf('@');
  const local = address.slice(0, at);
  const labels = address.slice(at + 1).split('.');
  if (at < 1 || local.length > 64 || !LOCAL_PART.test(local)) return false;
  if (labels.length < 2 || !labels.every((l) => DOMAIN_LABEL.test(l))) return false;
  const tld = labels[labels.length - 1]!;
  return tld.length >= 2 && !/^[0-9]+$/.test(tld);
}
export function email(label = 'Email'): t.Type<string, string, unknown> {
  return describeAs(labelled(
    new t.Type<string, string, unknown>(
      'email',
      (u): u is string => typeof u === 'string' && isMailboxAddress(u),
      (u, c) => {
        if (typeof u !== 'string') return t.failure(u, c, `${label} must be text`);
        const v = u.trim();
        if (v.length === 0) return t.failure(u, c, `${label} is required`);
        if (!isMailboxAddress(v)) return t.failure(u, c, `${label} must be a valid email address`);
        return t.success(v);
      },
      t.identity,
    ),
    label,
  ), { type: 'string', format: 'email', maxLength: 254 });
}

/** Optional email: '' or absent is undefined. */
export function optionalEmail(label = 'Email'): t.Type<string | undefined, string | undefined, unknown> {
  const inner = email(label);
  return describeAs(labelled(
    new t.Type<string | undefined, string | undefined, unknown>(
      'optionalEmail',
      (u): u is string | undefined => u === undefined || inner.is(u),
      (u, c) => (u === undefined || u === null || u === '' ? t.success(undefined) : inner.validate(u, c)),
      t.identity,
    ),
    label,
  ), { type: 'string', format: 'email', maxLength: 254, description: 'empty or absent: none' });
}

/**
 * One or more email addresses (a list, blank entries dropped): each must be valid, the same
 * address twice (ignoring case) is kept once, at least `min` and at most `maxItems` of them.
 */
export function emailList(label: string, min = 1, maxItems = 10): t.Type<string[], string[], unknown> {
  const one = email(label);
  return describeAs(labelled(
    new t.Type<string[], string[], unknown>(
      `emailList(${label})`,
      (u): u is string[] => Array.isArray(u) && u.every((x) => one.is(x)),
      (u, c) => {
        if (!Array.isArray(u)) return t.failure(u, c, `${label} must be a list`);
        const out: string[] = [];
        for (const item of u) {
          if (typeof item !== 'string') return t.failure(u, c, `${label} must be a list of email addresses`);
          const v = item.trim();
          if (v.length === 0) continue;
          if (!isMailboxAddress(v)) return t.failure(u, c, `${label}: "${v.slice(0, 80)}" is not a valid email address`);
          if (!out.some((o) => o.toLowerCase() === v.toLowerCase())) out.push(v);
        }
        if (out.length < min) return t.failure(u, c, min === 1 ? `${label} needs at least one email address` : `${label} needs at least ${min} email addresses`);
        if (out.length > maxItems) return t.failure(u, c, `${label} may have at most ${maxItems} addresses`);
        return t.success(out);
      },
      t.identity,
    ),
    label,
  ), { type: 'array', items: { type: 'string', format: 'email', maxLength: 254 }, minItems: min, maxItems });
}

/** A calendar date as YYYY-MM-DD that exists (no 2026-02-30). */
export function isoDate(label = 'Date'): t.Type<string, string, unknown> {
  return describeAs(labelled(
    new t.Type<string, string, unknown>(
      'isoDate',
      (u): u is string => typeof u === 'string' && isRealDate(u),
      (u, c) => {
        if (typeof u !== 'string' || u.trim() === '') return t.failure(u, c, `${label} is required`);
        const v = u.trim();
        return isRealDate(v) ? t.success(v) : t.failure(u, c, `${label} must be a date (YYYY-MM-DD)`);
      },
      t.identity,
    ),
    label,
  ), { type: 'string', format: 'date' });
}

function isRealDate(v: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(v);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.getUTCFullYear() === Number(m[1]) && d.getUTCMonth() === Number(m[2]) - 1 && d.getUTCDate() === Number(m[3]);
}

/** An optional date in a query string (YYYY-MM-DD); empty is absent. */
export function queryDate(label = 'Date'): t.Type<string | undefined, string | undefined, unknown> {
  const date = isoDate(label);
  return describeAs(labelled(
    new t.Type<string | undefined, string | undefined, unknown>(
      `queryDate(${label})`,
      (u): u is string | undefined => u === undefined || date.is(u),
      (u, c) => (u === undefined || u === null || u === '' ? t.success(undefined) : date.validate(u, c)),
      t.identity,
    ),
    label,
  ), { type: 'string', format: 'date' });
}

const TIME_OF_DAY = /^([01]\d|2[0-3]):[0-5]\d$/;

/** A time of day on the venue's clock, 24-hour 'HH:MM' (09:30, 14:30). */
export function timeOfDay(label = 'Time'): t.Type<string, string, unknown> {
  return describeAs(labelled(
    new t.Type<string, string, unknown>(
      `timeOfDay(${label})`,
      (u): u is string => typeof u === 'string' && TIME_OF_DAY.test(u),
      (u, c) => {
        if (typeof u !== 'string' || u.trim() === '') return t.failure(u, c, `${label} is required`);
        const v = u.trim();
        return TIME_OF_DAY.test(v) ? t.success(v) : t.failure(u, c, `${label} must be a time of day (HH:MM, 24-hour)`);
      },
      t.identity,
    ),
    label,
  ), { type: 'string', pattern: TIME_OF_DAY.source });
}

/** An optional time of day; '' is absent (forms send it when there is one departure). */
export function optionalTimeOfDay(label = 'Time'): t.Type<string | undefined, string | undefined, unknown> {
  const time = timeOfDay(label);
  return describeAs(labelled(
    new t.Type<string | undefined, string | undefined, unknown>(
      `optionalTimeOfDay(${label})`,
      (u): u is string | undefined => u === undefined || time.is(u),
      (u, c) => (u === undefined || u === null || u === '' ? t.success(undefined) : time.validate(u, c)),
      t.identity,
    ),
    label,
  ), { type: 'string', pattern: TIME_OF_DAY.source });
}

const MONTH_DAY = /^(\d{2})-(\d{2})$/;

/** A day of the year, 'MM-DD', that some year has (02-29 included): a season's first or last day. */
export function monthDay(label = 'Day'): t.Type<string, string, unknown> {
  const valid = (v: string) => MONTH_DAY.test(v) && isRealDate(`2028-${v}`);
  return describeAs(labelled(
    new t.Type<string, string, unknown>(
      `monthDay(${label})`,
      (u): u is string => typeof u === 'string' && valid(u),
      (u, c) => {
        if (typeof u !== 'string' || u.trim() === '') return t.failure(u, c, `${label} is required`);
        const v = u.trim();
        return valid(v) ? t.success(v) : t.failure(u, c, `${label} must be a day of the year (MM-DD)`);
      },
      t.identity,
    ),
    label,
  ), { type: 'string', pattern: MONTH_DAY.source });
}

/** An integer in [min, max], given as a JSON number (bodies). */
export function integer(label: string, min: number, max: number): t.Type<number, number, unknown> {
  return describeAs(labelled(
    new t.Type<number, number, unknown>(
      `integer(${label})`,
      (u): u is number => typeof u === 'number' && Number.isInteger(u) && u >= min && u <= max,
      (u, c) => {
        if (typeof u !== 'number' || !Number.isInteger(u)) return t.failure(u, c, `${label} must be a whole number`);
        if (u < min || u > max) return t.failure(u, c, `${label} must be between ${min} and ${max}`);
        return t.success(u);
      },
      t.identity,
    ),
    label,
  ), { type: 'integer', minimum: min, maximum: max });
}

/** An integer in a query string ('10'), in [min, max]. */
export function queryInt(label: string, min: number, max: number): t.Type<number, string, unknown> {
  return describeAs(labelled(
    new t.Type<number, string, unknown>(
      `queryInt(${label})`,
      (u): u is number => typeof u === 'number',
      (u, c) => {
        const n = typeof u === 'string' && /^-?\d{1,9}$/.test(u) ? Number(u) : typeof u === 'number' ? u : NaN;
        if (!Number.isInteger(n)) return t.failure(u, c, `${label} must be a whole number`);
        if (n < min || n > max) return t.failure(u, c, `${label} must be between ${min} and ${max}`);
        return t.success(n);
      },
      (n) => String(n),
    ),
    label,
  ), { type: 'integer', minimum: min, maximum: max });
}

/** 'true' / 'false' in a query string. */
export const queryBoolean = describeAs(new t.Type<boolean, string, unknown>(
  'queryBoolean',
  (u): u is boolean => typeof u === 'boolean',
  (u, c) => (u === 'true' || u === true ? t.success(true) : u === 'false' || u === false ? t.success(false) : t.failure(u, c, 'must be true or false')),
  (b) => String(b),
), { type: 'string', enum: ['true', 'false'] });

/** A query string value: trimmed, bounded; empty is absent. */
export function queryText(label: string, max = 100): t.Type<string | undefined, string | undefined, unknown> {
  return optionalText(label, max);
}

/**
 * A decimal amount with at most `digits` digits of which `scale` after the point, given as a
 * string ('120.5') or a JSON number; always output as a fixed string ('120.50'). Money is
 * never a float past this point.
 */
export function decimal(
  label: string,
  opts: { digits: number; scale: number; min: number; max?: number },
): t.Type<string, string | number, unknown> {
  const intDigits = opts.digits - opts.scale;
  const re = new RegExp(`^\\d{1,${intDigits}}(\\.\\d{1,${opts.scale}})?$`);
  return describeAs(labelled(
    new t.Type<string, string | number, unknown>(
      `decimal(${label})`,
      (u): u is string => typeof u === 'string' && re.test(u),
      (u, c) => {
        const s = typeof u === 'number' && Number.isFinite(u) ? String(u) : typeof u === 'string' ? u.trim() : null;
        if (s === null || s === '') return t.failure(u, c, `${label} is required`);
        if (/^-/.test(s)) return t.failure(u, c, `${label} must be at least ${opts.min}`);
        if (!re.test(s)) {
          return t.failure(u, c, `${label} must be a number with at most ${intDigits} digits before and ${opts.scale} after the decimal point`);
        }
        const n = Number(s);
        if (n < opts.min || (opts.max !== undefined && n > opts.max)) {
          return t.failure(u, c, opts.max !== undefined ? `${label} must be between ${opts.min} and ${opts.max}` : `${label} must be at least ${opts.min}`);
        }
        const [whole, frac = ''] = s.split('.');
        return t.success(`${BigInt(whole!).toString()}.${frac.padEnd(opts.scale, '0')}`);
      },
      t.identity,
    ),
    label,
  ), { type: ['string', 'number'], pattern: re.source, minimum: opts.min, ...(opts.max !== undefined ? { maximum: opts.max } : {}), description: `decimal with at most ${opts.digits} digits, ${opts.scale} after the point; answered as a string` });
}

/** One of a fixed set of strings. */
export function oneOf<const V extends readonly [string, ...string[]]>(label: string, values: V): t.Type<V[number], V[number], unknown> {
  return describeAs(labelled(
    new t.Type<V[number], V[number], unknown>(
      `oneOf(${label})`,
      (u): u is V[number] => typeof u === 'string' && (values as readonly string[]).includes(u),
      (u, c) =>
        typeof u === 'string' && (values as readonly string[]).includes(u)
          ? t.success(u as V[number])
          : t.failure(u, c, `${label} must be one of ${values.join(', ')}`),
      t.identity,
    ),
    label,
  ), { type: 'string', enum: [...values] });
}

/** A list of trimmed non-empty strings (blank entries are dropped), bounded in count and length. */
export function textList(label: string, maxItems = 50, maxLength = 500): t.Type<string[], string[], unknown> {
  return describeAs(labelled(
    new t.Type<string[], string[], unknown>(
      `textList(${label})`,
      (u): u is string[] => Array.isArray(u) && u.every((x) => typeof x === 'string'),
      (u, c) => {
        if (!Array.isArray(u)) return t.failure(u, c, `${label} must be a list`);
        const out: string[] = [];
        for (const item of u) {
          if (typeof item !== 'string') return t.failure(u, c, `${label} must be a list of text`);
          const v = item.trim();
          if (v.length > maxLength) return t.failure(u, c, `each item of ${label} must be at most ${maxLength} characters`);
          if (v.length > 0) out.push(v);
        }
        if (out.length > maxItems) return t.failure(u, c, `${label} may have at most ${maxItems} items`);
        return t.success(out);
      },
      t.identity,
    ),
    label,
  ), { type: 'array', items: { type: 'string', maxLength }, maxItems });
}

/** The ids the database hands out (Postgres uuid): checked before an id reaches SQL or a URL. */
export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A slug as SPEC section 5 makes them: lowercase letters, digits, underscore and single hyphens. */
export const SLUG_PATTERN = /^[a-z0-9_]+(?:-[a-z0-9_]+)*$/;
export function slug(label = 'Slug', max = 120): t.Type<string, string, unknown> {
  return describeAs(labelled(
    new t.Type<string, string, unknown>(
      'slug',
      (u): u is string => typeof u === 'string' && SLUG_PATTERN.test(u),
      (u, c) => {
        if (typeof u !== 'string' || u.trim() === '') return t.failure(u, c, `${label} is required`);
        const v = u.trim();
        if (v.length > max) return t.failure(u, c, `${label} must be at most ${max} characters`);
        if (!SLUG_PATTERN.test(v)) return t.failure(u, c, `${label} may contain only lowercase letters, digits, underscores and single hyphens`);
        return t.success(v);
      },
      t.identity,
    ),
    label,
  ), { type: 'string', pattern: SLUG_PATTERN.source, maxLength: max });
}

/** An http(s) URL or a site-relative path ('/images/...'). */
export function url(label = 'URL', max = 2000): t.Type<string, string, unknown> {
  return describeAs(labelled(
    new t.Type<string, string, unknown>(
      'url',
      (u): u is string => typeof u === 'string',
      (u, c) => {
        if (typeof u !== 'string' || u.trim() === '') return t.failure(u, c, `${label} is required`);
        const v = u.trim();
        if (v.length > max) return t.failure(u, c, `${label} must be at most ${max} characters`);
        if (/^\/(?!\/)[^\s]*$/.test(v)) return t.success(v);
        try {
          const parsed = new URL(v);
          if (parsed.protocol === 'http:' || parsed.protocol === 'https:') return t.success(v);
        } catch {
          /* not a URL: reported below */
        }
        return t.failure(u, c, `${label} must be an http(s) URL or a path starting with /`);
      },
      t.identity,
    ),
    label,
  ), { type: 'string', format: 'uri-reference', maxLength: max });
}

export function optionalUrl(label = 'URL'): t.Type<string | undefined, string | undefined, unknown> {
  const inner = url(label);
  return describeAs(labelled(
    new t.Type<string | undefined, string | undefined, unknown>(
      'optionalUrl',
      (u): u is string | undefined => u === undefined || typeof u === 'string',
      (u, c) => (u === undefined || u === null || (typeof u === 'string' && u.trim() === '') ? t.success(undefined) : inner.validate(u, c)),
      t.identity,
    ),
    label,
  ), { type: 'string', format: 'uri-reference' });
}

export function urlList(label: string, maxItems = 30): t.Type<string[], string[], unknown> {
  const one = url(label);
  return describeAs(labelled(
    new t.Type<string[], string[], unknown>(
      `urlList(${label})`,
      (u): u is string[] => Array.isArray(u) && u.every((x) => typeof x === 'string'),
      (u, c) => {
        if (!Array.isArray(u)) return t.failure(u, c, `${label} must be a list`);
        if (u.length > maxItems) return t.failure(u, c, `${label} may have at most ${maxItems} items`);
        const out: string[] = [];
        for (const item of u) {
          const r = one.validate(item, c);
          if (r._tag === 'Left') return r;
          out.push(r.right);
        }
        return t.success(out);
      },
      t.identity,
    ),
    label,
  ), { type: 'array', items: { type: 'string', format: 'uri-reference' }, maxItems });
}

export const boolean = (label: string) => labelled(t.boolean, label) as typeof t.boolean;

/** Nullable helper for response shapes. */
export const nullable = <C extends t.Mixed>(c: C) => t.union([c, t.null]);

/** The envelope of admin paged lists. */
export const Pagination = t.type({ page: t.number, limit: t.number, total: t.number, pages: t.number }, 'Pagination');
export type Pagination = t.TypeOf<typeof Pagination>;
export const paged = <C extends t.Mixed>(item: C) => t.type({ data: t.array(item), pagination: Pagination });
