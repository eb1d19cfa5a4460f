import { createIntl, createIntlCache, type IntlShape } from '@formatjs/intl';
import { SOURCE_LANGUAGE } from '@costiera/contracts';
import { VENUE_TIME_ZONE } from '../domain/response-deadline';
import en from './en.json';
import it from './it.json';

/** A message of the bookings' catalogues (en.json is the source every other catalogue follows). */
export type MessageId = keyof typeof en;
export type Catalogue = Readonly<Record<string, string>>;

/** The catalogues by language code; a language the site lists without one here is written in English. */
export const CATALOGUES: Readonly<Record<string, Catalogue>> = { en, it };

type Values = Readonly<Record<string, string | number>>;
/** Values of a message with tags (`<strong>…</strong>`): a tag is a function of its parts, returning what the caller builds (HTML). */
type Tag<T> = (parts: Array<string | T>) => T;
type RichValues<T> = Readonly<Record<string, string | number | Tag<T>>>;

const CURRENCY_SYMBOLS: Readonly<Record<string, string>> = { EUR: '€', USD: '$', GBP: '£' };

/**
 * The booking emails' and pages' words in one language: its catalogue's messages (parsed once,
 * here, English filling any the catalogue lacks), dates on the venue's clock and prices. An
 * instance never changes language, so every email and page in that language shares it.
 */
export class BookingMessages {
  private readonly intl: IntlShape<unknown>;
  private readonly longDay: Intl.DateTimeFormat;
  private readonly shortWeekday: Intl.DateTimeFormat;
  private readonly venueClock: Intl.DateTimeFormat;
  private readonly whole: Intl.NumberFormat;
  private readonly decimal: Intl.NumberFormat;

  constructor(
    /** The language the text is in (what `<html lang>` says). */
    readonly language: string,
    catalogue: Catalogue,
  ) {
    const messages: Record<string, string> = { ...CATALOGUES[SOURCE_LANGUAGE], ...catalogue };
    const locale = catalogue['intl.locale'] ?? language;
    // A message that cannot be formatted is a fault of the catalogue or the caller: it fails loudly, never shows its id.
    this.intl = createIntl<unknown>({ locale, defaultLocale: locale, messages, onError: (err) => { throw err; } }, createIntlCache());
    // Every message parsed now, into the instance's formatter cache, exactly as formatMessage asks for it: an email only formats.
    // (Strings, not pre-parsed ASTs, key that cache: the cache key is the message serialised, which for an AST costs more than the parse saves.)
    const { formatters } = this.intl;
    for (const message of Object.values(messages)) formatters.getMessageFormat(message, this.intl.locale, this.intl.formats, { formatters });
    this.longDay = new Intl.DateTimeFormat(locale, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
    this.shortWeekday = new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' });
    this.venueClock = new Intl.DateTimeFormat(locale, { weekday: 'short', day: 'numeric', month: 'numeric', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: VENUE_TIME_ZONE });
    this.whole = new Intl.NumberFormat(locale, { maximumFractionDigits: 0, useGrouping: 'always' });
    this.decimal = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: 'always' });
  }

  /** A message as plain text. */
  t(id: MessageId, values?: Values): string {
    return this.intl.formatMessage({ id }, values) as string;
  }

  /** A message whose tags the caller renders (`<strong>`, `<link>`): the text parts stay strings for the caller to escape. */
  rich<T>(id: MessageId, values: RichValues<T>): Array<string | T> {
    const out = this.intl.formatMessage<T, Tag<T>>({ id }, values);
    return Array.isArray(out) ? out : [out];
  }

  /** '2 people', '1 persona'. */
  people(count: number): string {
    return this.t('people', { count });
  }

  /** A calendar day as the traveller chose it: '2026-12-12' -> 'Saturday 12 December 2026', 'sabato 12 dicembre 2026'. No time zone may move it. */
  day(date: string): string {
    const d = utcDay(date);
    if (!d) return date;
    const parts = this.longDay.formatToParts(d);
    return this.t('date.day', { weekday: part(parts, 'weekday'), day: part(parts, 'day'), month: part(parts, 'month'), year: part(parts, 'year') });
  }

  /** 'Thu 26 Nov', with the year when it is not `today`'s: 'Fri 31 Dec 9999' ('gio 26 nov'). */
  shortDay(date: string, today: string): string {
    const d = utcDay(date);
    if (!d) return date;
    const values = { weekday: this.shortWeekday.format(d).slice(0, 3), day: d.getUTCDate(), month: this.t('date.monthShort', { month: String(d.getUTCMonth() + 1) }), year: date.slice(0, 4) };
    return this.t(date.slice(0, 4) === today.slice(0, 4) ? 'date.shortDay' : 'date.shortDayYear', values);
  }

  /** An instant on the venue's clock with the zone named: 'Sat 24 Oct 2026, 18:00 (Rome time)'. */
  moment(instant: string | Date): string {
    return this.t('date.moment', this.venueParts(instant));
  }

  /** The same in a sentence: 'Sat 12 May 2027 at 14:03 (Rome time)'. */
  momentAt(instant: string | Date): string {
    return this.t('date.momentAt', this.venueParts(instant));
  }

  /** A start time on the venue's clock: '09:30 (Rome time)'. */
  startTime(time: string): string {
    return this.t('date.startTime', { time });
  }

  /** An amount in cents as the site shows prices: '€110', '€1,250', '€27.50'; '€ 1.234,50' in Italian. */
  money(cents: number, currency: string): string {
    const amount = (cents % 100 === 0 ? this.whole : this.decimal).format(cents / 100);
    const symbol = CURRENCY_SYMBOLS[currency];
    return symbol ? this.t('money.symbol', { symbol, amount }) : this.t('money.code', { code: currency, amount });
  }

  /** 'a, b and c' ('or' with `or`). */
  list(items: readonly string[], or = false): string {
    if (items.length <= 1) return items.join('');
    return this.t(or ? 'list.or' : 'list.and', { rest: items.slice(0, -1).join(', '), last: items.at(-1)! });
  }

  /** Someone's words quoted in a sentence: 'Their note: "Sunday works better."', one full stop whether or not they typed it. */
  quoted(label: MessageId, words: string): string {
    const text = words.trim();
    return this.t('quoted', { label: this.t(label), words: text, stop: /[.!?…]$/.test(text) ? '' : '.' });
  }

  private venueParts(instant: string | Date): { day: string; time: string } {
    const parts = this.venueClock.formatToParts(typeof instant === 'string' ? new Date(instant) : instant);
    const day = this.t('date.shortDayYear', {
      weekday: part(parts, 'weekday').slice(0, 3),
      day: Number(part(parts, 'day')),
      month: this.t('date.monthShort', { month: String(Number(part(parts, 'month'))) }),
      year: part(parts, 'year'),
    });
    return { day, time: `${part(parts, 'hour')}:${part(parts, 'minute')}` };
  }
}

function utcDay(date: string): Date | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  return m ? new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]))) : null;
}

function part(parts: Intl.DateTimeFormatPart[], type: Intl.DateTimeFormatPartTypes): string {
  return parts.find((p) => p.type === type)?.value ?? '';
}

/** Every catalogue's messages, parsed when the module loads: an email or a page only formats. */
const BY_LANGUAGE: ReadonlyMap<string, BookingMessages> = new Map(Object.entries(CATALOGUES).map(([code, catalogue]) => [code, new BookingMessages(code, catalogue)]));

/** The messages of `language`; English for a language without a catalogue. */
export function bookingMessages(language: string): BookingMessages {
  return BY_LANGUAGE.get(language) ?? BY_LANGUAGE.get(SOURCE_LANGUAGE)!;
}
