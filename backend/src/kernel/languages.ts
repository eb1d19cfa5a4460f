import { createHash } from 'node:crypto';
import * as t from 'io-ts';
import { parseSiteLanguages, SOURCE_LANGUAGE, type TranslationState } from '@costiera/contracts';
import { BadRequest, BusinessRuleViolation } from './errors';

/** `SITE_LANGUAGES` (`en,it`): the contracts' parser, its message naming the variable. */
export const SiteLanguagesSetting = new t.Type<string[], string, unknown>(
  'SITE_LANGUAGES',
  (u): u is string[] => Array.isArray(u),
  (u, c) => {
    try {
      return t.success(parseSiteLanguages(String(u)));
    } catch (err) {
      return t.failure(u, c, `SITE_LANGUAGES is not valid: ${(err as Error).message}`);
    }
  },
  (codes) => codes.join(','),
);

/** Language names for messages, in English like every other message of the API. */
const NAMES = new Intl.DisplayNames([SOURCE_LANGUAGE], { type: 'language', fallback: 'code' });

/** The language's name in English ('Italian' for 'it'), for messages; the code where the runtime has no name. */
export function languageName(code: string): string {
  return NAMES.of(code) ?? code;
}

/**
 * The site's languages (English first) and the checks every module makes with them: which
 * language a reader asked for, and which languages a translation may be written in.
 */
export class SiteLanguages {
  constructor(readonly codes: readonly string[]) {}

  /** The languages translations are written in: every site language but English. */
  get translated(): readonly string[] {
    return this.codes.filter((c) => c !== SOURCE_LANGUAGE);
  }

  /** The reader's language from a query: English when absent; 400 when the site does not have it. */
  reader(lang: string | undefined): string {
    if (lang === undefined) return SOURCE_LANGUAGE;
    if (!this.codes.includes(lang)) throw new BadRequest(`The site has no pages in "${lang}": its languages are ${this.codes.join(', ')}`, [{ field: 'lang', message: `Language must be one of ${this.codes.join(', ')}` }]);
    return lang;
  }

  /** A language a translation may be written in (422 for English, the source, and for a language the site does not have). */
  translation(lang: string): string {
    if (lang === SOURCE_LANGUAGE) {
      throw new BusinessRuleViolation('English is the source translations are made from: edit the English text itself, not a translation into English', [{ field: 'lang', message: `Language must be one of ${this.translated.join(', ')}` }]);
    }
    if (!this.translated.includes(lang)) {
      throw new BusinessRuleViolation(`The site has no language "${lang}": translations can be written in ${this.translated.join(', ') || 'no language (SITE_LANGUAGES lists English only)'}`, [
        { field: 'lang', message: `Language must be one of ${this.translated.join(', ')}` },
      ]);
    }
    return lang;
  }

  /** The language's name in English ('Italian'), for messages. */
  nameOf(code: string): string {
    return languageName(code);
  }

  /** `languages` ordered as the site lists them, English first; languages the site no longer has are left out. */
  ordered(languages: Iterable<string>): string[] {
    const present = new Set(languages);
    return this.codes.filter((c) => c === SOURCE_LANGUAGE || present.has(c));
  }
}

/** Whether a translatable field has text: a blank string or an empty list has none. */
export function isFilled(value: string | readonly string[] | null | undefined): boolean {
  return Array.isArray(value) ? value.length > 0 : typeof value === 'string' && value.trim() !== '';
}

/** One translatable field: its name in the API and in messages (the form's label), its English value and the translated one. */
export interface TranslatedField {
  readonly field: string;
  readonly label: string;
  readonly english: string | readonly string[] | null;
  readonly translated: string | readonly string[] | null;
}

/**
 * A translation is whole or absent (docs/adr/0019): every field the English fills, it fills too,
 * so a page is in one language as a whole, never a patchwork (422 naming the empty fields).
 */
export function assertWholeTranslation(fields: readonly TranslatedField[]): void {
  const missing = fields.filter((f) => isFilled(f.english) && !isFilled(f.translated));
  if (missing.length === 0) return;
  throw new BusinessRuleViolation(
    `Translate every field the English has: ${missing.map((f) => f.label).join(', ')}`,
    missing.map((f) => ({ field: f.field, message: `${f.label} is required: the English has it` })),
  );
}

/**
 * What a translation was made from: a hash of the English fields, in a fixed order. Stored with
 * the translation when it is written or confirmed; a different hash of today's English means
 * the translation is stale. A module may instead hash the same fields in SQL, so that a list
 * gets each row's state without reading whole long texts out of the database.
 */
export function sourceHash(englishFields: readonly unknown[]): string {
  return createHash('sha256').update(JSON.stringify(englishFields)).digest('hex');
}

/** Where a translation stands: `stored` is its source hash (undefined: there is none), `current` the hash of today's English. */
export function translationState(stored: string | undefined, current: string): TranslationState {
  if (stored === undefined) return 'missing';
  return stored === current ? 'current' : 'stale';
}
