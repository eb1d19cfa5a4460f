import { Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { render, screen } from '@testing-library/react';
import { lazyPage } from './lazy-page';
import { I18nContext } from './i18n/i18n';
import { testI18n } from './testing/i18n';

const inLanguage = (element: React.ReactNode) => <I18nContext value={testI18n()}>{element}</I18nContext>;

const Greeting = () => <h1>Ciao</h1>;

describe('lazyPage', () => {
  it('renders a preloaded page at once, without suspending (what the shell hydrates)', async () => {
    let loads = 0;
    const page = lazyPage('page-greeting', 'site', async () => {
      loads++;
      return Greeting;
    });
    await page.preload();
    await page.preload();
    expect(renderToString(inLanguage(<Suspense fallback={<p>loading</p>}><page.Page /></Suspense>))).toBe('<!--$--><h1>Ciao</h1><!--/$-->');
    expect(loads).toBe(1);
  });

  it('suspends a page not loaded yet, then shows it', async () => {
    const page = lazyPage('page-greeting', 'site', async () => Greeting);
    render(inLanguage(<Suspense fallback={<p>loading</p>}><page.Page /></Suspense>));
    expect(screen.getByText('loading')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Ciao' })).toBeTruthy();
  });

  it('tries the download again after it failed', async () => {
    let attempts = 0;
    const page = lazyPage('page-greeting', 'site', async () => {
      if (++attempts === 1) throw new Error('offline');
      return Greeting;
    });
    await expect(page.preload()).rejects.toThrow('offline');
    await page.preload();
    expect(attempts).toBe(2);
    expect(renderToString(inLanguage(<page.Page />))).toBe('<h1>Ciao</h1>');
  });
});
