import * as t from 'io-ts';
import { describeAs } from '../schema-hints';
import { LANGUAGE_CODE, SOURCE_LANGUAGE } from './language-paths';

export * from './language-paths';

export interface LanguageCodeBrand {
  readonly LanguageCode: unique symbol;
}

export const LanguageCode = t.brand(t.string, (s): s is t.Branded<string, LanguageCodeBrand> => LANGUAGE_CODE.test(s), 'LanguageCode');
export type LanguageCode = t.TypeOf<typeof LanguageCode>;

/** The languages of the site from a setting's value (`en,it`): English first, each once. */
export function parseSiteLanguages(value: string): string[] {
  const codes = value.split(',').map((s) => s.trim()).filter((s) => s !== '');
  for (const code of codes) if (!LANGUAGE_CODE.test(code)) throw new Error(`"${code}" is not a language code (two lower-case letters)`);
  if (codes[0] !== SOURCE_LANGUAGE) throw new Error(`the site's languages start with ${SOURCE_LANGUAGE}, the language translations are made from`);
  if (new Set(codes).size !== codes.length) throw new Error('a language is listed twice');
  return codes;
}

/**
 * The reader's language in a query string (`?lang=it`): absent is English. The codec checks the
 * shape only; whether the site has the language is the server's word (400 naming the site's languages).
 */
export const queryLanguage = describeAs(
  new t.Type<string | undefined, string | undefined, unknown>(
    'queryLanguage',
    (u): u is string | undefined => u === undefined || (typeof u === 'string' && LANGUAGE_CODE.test(u)),
    (u, c) => {
      if (u === undefined || u === null || u === '') return t.success(undefined);
      return typeof u === 'string' && LANGUAGE_CODE.test(u.trim()) ? t.success(u.trim()) : t.failure(u, c, 'Language must be a language code of two lower-case letters, such as it');
    },
    t.identity,
  ),
  { type: 'string', pattern: LANGUAGE_CODE.source },
);

/**
 * Where a translation stands against its English source: none yet, made from English that has
 * changed since (or confirmed before the change), or made from the English as it is now.
 */
export const TRANSLATION_STATES = ['missing', 'stale', 'current'] as const;
export const TranslationState = t.keyof({ missing: null, stale: null, current: null }, 'TranslationState');
export type TranslationState = t.TypeOf<typeof TranslationState>;
/** The state of each of the site's languages other than English, by code. */
export const TranslationStates = t.record(t.string, TranslationState, 'TranslationStates');
export type TranslationStates = t.TypeOf<typeof TranslationStates>;
