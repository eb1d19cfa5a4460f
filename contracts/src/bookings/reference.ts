/**
 * A booking request's reference, `CST-` and seven characters: six drawn at random and a check
 * character. Read by the backend (lookups) and the back office (a typo is told before asking).
 * Why this alphabet and this check: docs/adr/0025-booking-references.md.
 */

export const REFERENCE_PREFIX = 'CST-';

/**
 * One character of each look-alike pair (0/O/Q/D, 1/I/L, 2/Z, 5/S, 6/G, 8/B, U/V) and no vowel,
 * so fewer words can be spelled. 23 characters: a prime, which the check below needs.
 */
export const REFERENCE_ALPHABET = '0123456789CFHJKMNPRTVXY';

/** Characters drawn at random; the check character follows them. */
export const REFERENCE_BODY_LENGTH = 6;
export const REFERENCE_LENGTH = REFERENCE_BODY_LENGTH + 1;

/** What a typed character may have meant: each look-alike read as the character the alphabet kept. */
const LOOK_ALIKES: Readonly<Record<string, string>> = { O: '0', Q: '0', D: '0', I: '1', L: '1', Z: '2', S: '5', G: '6', B: '8', U: 'V' };

const N = REFERENCE_ALPHABET.length;

/**
 * The check character of `body` (six characters of the alphabet): the one that makes the sum of
 * each character's value times its weight (7 for the first down to 1 for the check) a multiple
 * of 23. As 23 is prime and the weights differ and are below it, changing one character or
 * swapping any two different ones changes the sum by a non-multiple of 23.
 */
export function referenceCheckCharacter(body: string): string {
  let sum = 0;
  for (let i = 0; i < body.length; i++) {
    const value = REFERENCE_ALPHABET.indexOf(body[i]!);
    if (value < 0) throw new Error(`"${body[i]}" is not a reference character`);
    sum += (REFERENCE_LENGTH - i) * value;
  }
  return REFERENCE_ALPHABET[(N - (sum % N)) % N]!;
}

/** True when the seven characters' weighted sum is a multiple of 23 (the check character fits). */
export function referenceChecks(code: string): boolean {
  if (code.length !== REFERENCE_LENGTH) return false;
  return referenceCheckCharacter(code.slice(0, REFERENCE_BODY_LENGTH)) === code[REFERENCE_BODY_LENGTH];
}

/** The reference of six drawn characters: the prefix, them, their check character. */
export function referenceOf(body: string): string {
  return `${REFERENCE_PREFIX}${body}${referenceCheckCharacter(body)}`;
}

/**
 * What a typed text says as a reference:
 * - `reference`: a well-formed reference (`value` as stored, `CST-XXXXXXX`); `couldBeWord` when
 *   typed without the prefix and without a digit (seven letters of a name fit one time in 23);
 * - `typo`: it reads as a reference (the prefix, or seven characters with a digit) but its check
 *   character does not fit, or it has a character too many or too few after the prefix;
 * - `none`: not a reference (a name, an email address).
 * Case, spaces, hyphens, the prefix with or without its hyphen and look-alike characters are forgiven.
 */
export type ReadReference = { kind: 'reference'; value: string; couldBeWord: boolean } | { kind: 'typo' } | { kind: 'none' };

export function readReference(typed: string): ReadReference {
  const compact = typed.toUpperCase().replace(/[\s\-_.]+/g, '');
  if (!/^[A-Z0-9]+$/.test(compact)) return { kind: 'none' };
  const prefixed = /^C[S5]T/.test(compact) && compact.length > REFERENCE_LENGTH;
  const rest = prefixed ? compact.slice(3) : compact;
  const code = [...rest].map((c) => LOOK_ALIKES[c] ?? c).join('');
  const readable = [...code].every((c) => REFERENCE_ALPHABET.includes(c));
  if (code.length === REFERENCE_LENGTH && readable) {
    const meant = prefixed || /[0-9]/.test(rest);
    if (referenceChecks(code)) return { kind: 'reference', value: `${REFERENCE_PREFIX}${code}`, couldBeWord: !meant };
    return meant ? { kind: 'typo' } : { kind: 'none' };
  }
  // The prefix says it is meant as a reference: a character dropped or doubled is a typo too.
  if (prefixed && Math.abs(code.length - REFERENCE_LENGTH) <= 2) return { kind: 'typo' };
  return { kind: 'none' };
}
