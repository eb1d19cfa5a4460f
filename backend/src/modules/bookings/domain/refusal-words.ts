import { BusinessRuleViolation } from '../../../kernel/errors';

/**
 * A value in a refusal's words: text, a number, a calendar day (worded as a short day, with the
 * year when it is not `today`'s), a list of values ('a, b and c', or 'a, b or c'), or words of their own.
 */
export type WordValue =
  | string
  | number
  | { readonly day: string; readonly today: string }
  | { readonly list: readonly WordValue[]; readonly or?: boolean }
  | Words;

/**
 * A refusal as data: a message of the bookings' catalogues (messages/<code>.json) and its values.
 * The English sentence is written where the rule is; the words let the reader's language tell
 * the same refusal (the plain booking form under /it/, an Italian request sent to the API).
 */
export interface Words {
  readonly id: string;
  readonly values?: Readonly<Record<string, WordValue>>;
}

/** A booking request refused by a rule (422 on `field`), with its words: the sentence is the words, in order. */
export class BookingRefusal extends BusinessRuleViolation {
  constructor(
    message: string,
    readonly field: string,
    readonly words: readonly Words[],
    detail = message,
  ) {
    super(message, [{ field, message: detail }]);
  }
}
