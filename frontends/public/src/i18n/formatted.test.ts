import { I18n } from './i18n';

/** A page's I18n as the server or the browser makes it, its `site` texts loaded (they name its locale). */
async function pageI18n(language: string, formatted?: Record<string, string>): Promise<I18n> {
  const i18n = new I18n(language, ['en', 'it'], {}, formatted);
  await i18n.load('site');
  return i18n;
}

/** Every Intl formatter a page's first render could make, watched. */
function watchIntl() {
  const spies = [
    jest.spyOn(Intl, 'DateTimeFormat'),
    jest.spyOn(Intl, 'NumberFormat'),
    jest.spyOn(Intl, 'DisplayNames'),
    jest.spyOn(Date.prototype, 'toLocaleDateString'),
    jest.spyOn(String.prototype, 'toLocaleUpperCase'),
  ];
  return { calls: () => spies.reduce((n, s) => n + s.mock.calls.length, 0), restore: () => spies.forEach((s) => s.mockRestore()) };
}

const render = (i18n: I18n) => [i18n.shortDate('2026-05-02'), i18n.price(1234.5), i18n.price(45), i18n.count(1000), i18n.rating(4.8), i18n.longDate('2026-11-25T10:00:00Z'), i18n.ownName('en'), i18n.ownName('it')];

describe("the values a page's render formats with Intl", () => {
  it('are made by the server, and the browser given them makes the same text without calling Intl (its first call loads locale data while the page hydrates)', async () => {
    const server = await pageI18n('it');
    const text = render(server);
    expect(text).toEqual(['sab 2 mag', '€ 1.234,50', '€ 45', '1.000', '4,8', '25 novembre 2026', 'English', 'Italiano']);

    const browser = await pageI18n('it', server.formattedValues());
    const intl = watchIntl();
    try {
      expect(render(browser)).toEqual(text);
      expect(intl.calls()).toBe(0);
    } finally {
      intl.restore();
    }
  });

  it('are made in the browser when the server did not format them (another date chosen, a page the server did not render)', async () => {
    const server = await pageI18n('en');
    server.shortDate('2026-05-02');
    const browser = await pageI18n('en', server.formattedValues());
    const intl = watchIntl();
    try {
      expect(browser.shortDate('2026-05-02')).toBe('Sat 2 May');
      expect(intl.calls()).toBe(0);
      expect(browser.shortDate('2026-06-14')).toBe('Sun 14 Jun');
      expect(intl.calls()).toBeGreaterThan(0);
    } finally {
      intl.restore();
    }
    expect(browser.formattedValues()).toMatchObject({ 'shortDate:2026-05-02': 'Sat 2 May', 'shortDate:2026-06-14': 'Sun 14 Jun' });
  });
});
