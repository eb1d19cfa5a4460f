import { randomInt } from 'node:crypto';
import { bookings } from '@costiera/contracts';

/** Six characters of the reference alphabet, drawn anew at each call (tests force what it draws). */
export type ReferenceDraw = () => string;

export const randomReferenceBody: ReferenceDraw = () => {
  let body = '';
  for (let i = 0; i < bookings.REFERENCE_BODY_LENGTH; i++) body += bookings.REFERENCE_ALPHABET[randomInt(bookings.REFERENCE_ALPHABET.length)];
  return body;
};

/**
 * Words a reference must not spell, in English, Italian and German (insults, slurs, the
 * scatological): none is issued with one anywhere in it, read with digits as the letters they
 * resemble. Three letters at least: shorter ones would refuse too many references.
 */
const BLOCKED_WORDS = [
  // English
  'ASS', 'FUCK', 'FUK', 'FCK', 'CUNT', 'CNT', 'DICK', 'COCK', 'CRAP', 'SHIT', 'SHT', 'TWAT', 'PISS', 'PRICK', 'SLUT', 'WHORE', 'FAG', 'NAZI', 'KKK', 'TIT', 'WTF', 'STFU', 'FFS', 'TURD', 'WANK', 'BITCH', 'DAMN', 'HELL', 'NIGGER', 'NIG', 'HTLR',
  // Italian
  'CAZZO', 'CAZ', 'CULO', 'MERDA', 'MRD', 'STRONZO', 'TROIA', 'PUTTANA', 'FIGA', 'VAFFA', 'PIRLA', 'COGLIONE', 'MINCHIA', 'FROCIO', 'NEGRO', 'SCEMO', 'CRETINO', 'TETTE',
  // German
  'ARSCH', 'FICK', 'FICKEN', 'SCHEISSE', 'FOTZE', 'WICHSER', 'HURE', 'NUTTE', 'KACKE', 'PENNER', 'MIST', 'SAU', 'DUMM', 'ARSCHLOCH', 'SPAST', 'MISTKERL',
];

/** The letters each reference character may be read as (itself, and what it looks like). */
const READS_AS: Readonly<Record<string, string>> = {
  '0': '0OQD', '1': '1IL', '2': '2Z', '3': '3E', '4': '4A', '5': '5S', '6': '6GB', '7': '7T', '8': '8B', '9': '9G', V: 'VU',
};

function spells(code: string, at: number, word: string): boolean {
  for (let i = 0; i < word.length; i++) {
    const c = code[at + i]!;
    if (!(READS_AS[c] ?? c).includes(word[i]!)) return false;
  }
  return true;
}

/** The blocked word `code` (the reference's characters) can be read as, anywhere in it; null when none. */
export function blockedWordIn(code: string): string | null {
  for (const word of BLOCKED_WORDS) {
    for (let at = 0; at + word.length <= code.length; at++) if (spells(code, at, word)) return word;
  }
  return null;
}

/** Draws that spell a blocked word or are taken before one is kept; past it something is wrong with the draw. */
const MAX_DRAWS = 20;

/**
 * A new reference: drawn, drawn again while it spells a blocked word (with its check character)
 * or `taken` says it was issued before (to a request, deleted ones included).
 */
export async function issueReference(draw: ReferenceDraw, taken: (reference: string) => Promise<boolean>): Promise<string> {
  for (let i = 0; i < MAX_DRAWS; i++) {
    const reference = bookings.referenceOf(draw());
    if (blockedWordIn(reference.slice(bookings.REFERENCE_PREFIX.length)) !== null) continue;
    if (await taken(reference)) continue;
    return reference;
  }
  throw new Error(`no free booking reference in ${MAX_DRAWS} draws`);
}
