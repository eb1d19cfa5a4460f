import { SOURCE_LANGUAGE } from '@costiera/contracts';
import { providerLanguage } from '../domain/provider-language';
import type { BookingEmailFacts } from '../infrastructure/booking-facts-sql';
import { bookingMessages, type BookingMessages } from './booking-messages';

/**
 * Which language each reader is written to in: the traveller in the language their request was
 * sent in, the provider in the first of their languages the site has. A language the site no
 * longer lists is written in English.
 */
export class BookingLanguages {
  constructor(readonly siteLanguages: readonly string[]) {}

  /** The messages of `language` when the site has it; English otherwise. */
  of(language: string): BookingMessages {
    return bookingMessages(this.siteLanguages.includes(language) ? language : SOURCE_LANGUAGE);
  }

  /** For the traveller: the language of the request. */
  traveller(facts: Pick<BookingEmailFacts, 'language'>): BookingMessages {
    return this.of(facts.language);
  }

  /** For the provider (or the bookings inbox, when the directory has no provider for the tour): English unless the directory says otherwise. */
  provider(facts: Pick<BookingEmailFacts, 'tour'>): BookingMessages {
    return this.of(providerLanguage(facts.tour?.providerLanguages ?? [], this.siteLanguages));
  }
}
