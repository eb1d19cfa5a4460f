import { createContext, use } from 'react';
import { formatAmount } from '@costiera/kit';
import { languagePrefix, pathInLanguage, SOURCE_LANGUAGE } from '@costiera/contracts';
import { loadArea, type Area, type MessageId, type Messages, type MessageValues } from './catalogue';

/**
 * A page's language: its messages, its numbers and dates, and its addresses. Made per server
 * render and once per page load in the browser, never shared between requests: two renders in
 * different languages at the same time cannot mix (the shared-instance bug of SSR i18n).
 */
export class I18n {
  private readonly messages = new Map<string, Messages>();
  private readonly loading = new Map<Area, Promise<void>>();
  private numbers: Intl.NumberFormat | null = null;
  private wholeNumbers: Intl.NumberFormat | null = null;
  private days: Intl.DateTimeFormat | null = null;
  private ratings: Intl.NumberFormat | null = null;
  /** Every value this page formatted with Intl, by kind and input: the server's travel with the page (ServerState.formatted). */
  private readonly formatted: Map<string, string>;

  constructor(
    /** The page's language. */
    readonly language: string,
    /** The site's languages, English first. */
    readonly languages: readonly string[],
    /** Each site language's Intl locale (its catalogue's `format.locale`), for the head's og:locale:alternate. */
    private readonly locales: Readonly<Record<string, string>> = {},
    /** The values the server's render formatted (formattedValues), so hydration runs no Intl. */
    formatted: Readonly<Record<string, string>> = {},
  ) {
    this.formatted = new Map(Object.entries(formatted));
  }

  /** The values formatted so far, for the page's state. */
  formattedValues(): Record<string, string> {
    return Object.fromEntries(this.formatted);
  }

  /** The value under `key`: the one formatted already (by the server, for the page's first render), or made now. */
  private format(key: string, make: () => string): string {
    let value = this.formatted.get(key);
    if (value === undefined) {
      value = make();
      this.formatted.set(key, value);
    }
    return value;
  }

  /** The path prefix of this language's pages ('' for English). */
  get prefix(): string {
    return languagePrefix(this.language);
  }

  /** The address of the page at the English `path` in this language (or in `language`). */
  path(path: string, language = this.language): string {
    return pathInLanguage(path, language);
  }

  has(area: Area): boolean {
    return this.messages.has(area);
  }

  /** Loads an area of this language's catalogue (once). */
  load(area: Area): Promise<void> {
    let loading = this.loading.get(area);
    if (!loading) {
      loading = loadArea(this.language, area).then(
        (messages) => void this.messages.set(area, messages),
        (error: unknown) => {
          this.loading.delete(area); // the next load tries again
          throw error;
        },
      );
      this.loading.set(area, loading);
    }
    return loading;
  }

  /** Suspends a render until `area` is loaded (a page reached by a link, whose texts have not come yet). */
  need(area: Area): void {
    if (!this.has(area)) use(this.load(area));
  }

  /** The message `id` in this language, with its values. */
  t(id: MessageId, values?: MessageValues): string {
    for (const messages of this.messages.values()) {
      const message = messages[id];
      if (message) return message(values);
    }
    throw new Error(`No message "${id}" in the ${this.language} catalogue's loaded areas (${[...this.messages.keys()].join(', ')})`);
  }

  /** A price in euros as the language writes it: €1,234.50 in English, € 1.234,50 in Italian (cents only when there are any). */
  price(amount: string | number): string {
    const n = typeof amount === 'number' ? amount : Number(amount);
    if (!Number.isFinite(n)) return '';
    return this.t('format.price', { amount: this.amount(n) });
  }

  /** A count as the language writes it: 1,000 in English, 1.000 in Italian (a catalogue's `#` would make an Intl.NumberFormat while the page hydrates). */
  count(n: number): string {
    return this.amount(n);
  }

  private amount(n: number): string {
    // English by hand (kit's formatAmount): a page's first Intl number format loads locale data.
    if (this.language === SOURCE_LANGUAGE) return formatAmount(n);
    return this.format(`amount:${n}`, () => this.intlAmount(n));
  }

  private intlAmount(n: number): string {
    this.numbers ??= new Intl.NumberFormat(this.locale, { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: 'always' });
    this.wholeNumbers ??= new Intl.NumberFormat(this.locale, { maximumFractionDigits: 0, useGrouping: 'always' });
    return (Number.isInteger(n) ? this.wholeNumbers : this.numbers).format(n);
  }

  /** A day (YYYY-MM-DD, a date on the venue's calendar) as the booking card names it: "Sat 12 Jun", "sab 12 giu". */
  shortDate(day: string): string {
    return this.format(`shortDate:${day}`, () => {
      this.days ??= new Intl.DateTimeFormat(this.locale, { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' });
      return this.days.format(new Date(`${day}T00:00:00Z`));
    });
  }

  /** A rating with one decimal: 4.8 in English (by hand: the home page shows 24 of them), 4,8 in Italian. */
  rating(value: number): string {
    if (this.language === SOURCE_LANGUAGE) return value.toFixed(1);
    return this.format(`rating:${value}`, () => {
      this.ratings ??= new Intl.NumberFormat(this.locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
      return this.ratings.format(value);
    });
  }

  /** An instant's day on Rome's calendar, the month in words: '25 November 2026', '25 novembre 2026' (an article's publication). */
  longDate(iso: string): string {
    return this.format(`longDate:${iso}`, () => new Date(iso).toLocaleDateString(this.locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/Rome' }));
  }

  /** A site language by its own name, capitalised as a label: "English", "Italiano". */
  ownName(language: string): string {
    return this.format(`language:${language}`, () => {
      const name = new Intl.DisplayNames([language], { type: 'language' }).of(language) ?? language;
      return name.charAt(0).toLocaleUpperCase(language) + name.slice(1);
    });
  }

  /** An Intl locale for this language's dates and numbers (the catalogue says which: en-GB for English). */
  get locale(): string {
    return this.t('format.locale');
  }

  /** A site language's locale as Open Graph writes it (`en_GB`, `it_IT`); a language whose locale is not known, its code. */
  ogLocale(language: string): string {
    const locale = language === this.language ? this.locale : this.locales[language];
    return (locale ?? language).replace('-', '_');
  }
}

export const I18nContext = createContext<I18n | null>(null);

/** The page's language. */
export function useI18n(): I18n {
  const i18n = use(I18nContext);
  if (!i18n) throw new Error('useI18n outside the public app');
  return i18n;
}
