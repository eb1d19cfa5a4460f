import { createIntl } from 'react-intl';
import { timeAgo } from '@costiera/kit';
import italian from '../i18n/it';
import { sharedMessages } from './messages';
import { timeAgoIn } from './time-ago';

const NOW = Date.parse('2026-10-24T12:00:00Z');
const before = (seconds: number) => new Date(NOW - seconds * 1000).toISOString();
const AGES = [0, 59, 60, 61, 3599, 3600, 7200, 86_400, 3 * 86_400, 7 * 86_400, 40 * 86_400, 400 * 86_400, 800 * 86_400];

describe('how long ago, in the admin language', () => {
  it("reads in English exactly as the site's own '... ago' does", () => {
    const english = createIntl({ locale: 'en' });
    for (const age of AGES) expect(timeAgoIn(english, before(age), sharedMessages.recently, NOW)).toBe(timeAgo(before(age), 'Recently', NOW));
    expect(timeAgoIn(english, null, sharedMessages.recently, NOW)).toBe('Recently');
    expect(timeAgoIn(english, 'not a date', sharedMessages.unknown, NOW)).toBe('Unknown');
  });

  it('reads in Italian with its own plurals', () => {
    const intl = createIntl({ locale: 'it', messages: italian });
    expect(timeAgoIn(intl, before(30), sharedMessages.recently, NOW)).toBe('meno di un minuto fa');
    expect(timeAgoIn(intl, before(3600), sharedMessages.recently, NOW)).toBe('1 ora fa');
    expect(timeAgoIn(intl, before(3 * 3600), sharedMessages.recently, NOW)).toBe('3 ore fa');
    expect(timeAgoIn(intl, before(2 * 86_400), sharedMessages.recently, NOW)).toBe('2 giorni fa');
    expect(timeAgoIn(intl, undefined, sharedMessages.recently, NOW)).toBe('Di recente');
  });
});
