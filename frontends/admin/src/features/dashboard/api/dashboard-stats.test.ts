import { createIntl } from 'react-intl';
import italian from '../../../i18n/it';
import { formatMinutes } from './dashboard-stats';

describe('the median provider response', () => {
  it("reads as people say it: '42 min', '3 h 5 min', '2 d 4 h'", () => {
    const english = createIntl({ locale: 'en' });
    expect([0.5, 42, 185, 180, 52 * 60, 48 * 60].map((m) => formatMinutes(english, m))).toEqual(['under a minute', '42 min', '3 h 5 min', '3 h', '2 d 4 h', '2 d']);
  });

  it('reads in Italian, days as giorni', () => {
    const intl = createIntl({ locale: 'it', messages: italian });
    expect([0.5, 185, 52 * 60].map((m) => formatMinutes(intl, m))).toEqual(['meno di un minuto', '3 h 5 min', '2 g 4 h']);
  });
});
