import { testI18n } from '../../testing/i18n';
import { alternatesOf, langOf, untranslatedNote } from './tour-language';

const tour = { id: 't 1', languages: ['en', 'it'] } as Parameters<typeof alternatesOf>[0];

describe("a tour's languages on its page", () => {
  it('names the page in each language the tour has its own text in, for the head', () => {
    expect(alternatesOf(tour, testI18n('it'))).toEqual({ en: '/tours/t%201', it: '/it/tours/t%201' });
    expect(alternatesOf(tour, testI18n('en'))).toEqual({ en: '/tours/t%201', it: '/it/tours/t%201' });
  });

  it('names only English for a tour not translated, on its Italian page too', () => {
    expect(alternatesOf({ ...tour, languages: ['en'] }, testI18n('it'))).toEqual({ en: '/tours/t%201' });
  });

  it('marks text in another language than the page only', () => {
    expect(langOf('en', testI18n('it'))).toEqual({ lang: 'en' });
    expect(langOf('it', testI18n('it'))).toEqual({});
    expect(langOf('en', testI18n('en'))).toEqual({});
  });

  it('says in the page’s language which language the tour is shown in', () => {
    expect(untranslatedNote('en', testI18n('it'))).toBe('Questo tour non è ancora tradotto in italiano: lo mostriamo in inglese.');
  });
});
