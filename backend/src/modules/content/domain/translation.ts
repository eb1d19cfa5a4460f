import { SOURCE_LANGUAGE } from '@costiera/contracts';
import { BusinessRuleViolation } from '../../../kernel/errors';

/** A language as people read it in a message: 'Italian' for 'it' (the code itself where the runtime has no name for it). */
export function languageName(code: string): string {
  try {
    return new Intl.DisplayNames(['en'], { type: 'language', fallback: 'none' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** A translation is written only into one of the site's languages, and never into English, the source. */
export function assertTranslationLanguage(language: string, siteLanguages: readonly string[]): void {
  if (language === SOURCE_LANGUAGE) {
    throw new BusinessRuleViolation('English is the source language: edit the English text itself, not a translation into English', [
      { field: 'lang', message: 'must be one of the site languages other than English' },
    ]);
  }
  if (!siteLanguages.includes(language)) {
    const others = siteLanguages.filter((l) => l !== SOURCE_LANGUAGE);
    throw new BusinessRuleViolation(`"${language}" is not one of the site's languages; translations can be written in ${others.join(', ') || 'no language yet'}`, [
      { field: 'lang', message: `must be one of ${others.join(', ')}` },
    ]);
  }
}

/** One translatable field: the English value and the translated one, and how the form calls it. */
export interface TranslatedField {
  readonly field: string;
  readonly label: string;
  readonly source: string | null;
  readonly translated: string | null;
}

/**
 * A translation is whole or absent (docs/adr/0019): every field the English fills must be filled,
 * so a page is in one language as a whole, never a patchwork.
 */
export function assertWholeTranslation(language: string, fields: readonly TranslatedField[]): void {
  const empty = fields.filter((f) => (f.source ?? '').trim() !== '' && (f.translated ?? '').trim() === '');
  if (empty.length === 0) return;
  throw new BusinessRuleViolation(
    `The ${languageName(language)} translation must fill every field the English has: ${empty.map((f) => f.label).join(', ')} ${empty.length === 1 ? 'is' : 'are'} empty`,
    empty.map((f) => ({ field: f.field, message: 'is required: the English has it' })),
  );
}

/** A translation is current while the English it was made from (its hash) is the English of now. */
export function translationState(storedHash: string, currentHash: string): 'current' | 'stale' {
  return storedHash === currentHash ? 'current' : 'stale';
}
