import { Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { render, screen } from '@testing-library/react';
import { lazyPage } from './lazy-page';

const Greeting = () => <h1>Ciao</h1>;

describe('lazyPage', () => {
  it('renders a preloaded page at once, without suspending (what the shell hydrates)', async () => {
    let loads = 0;
    const page = lazyPage('page-greeting', async () => {
      loads++;
      return Greeting;
    });
    await page.preload();
    await page.preload();
    expect(renderToString(<Suspense fallback={<p>loading</p>}><page.Page /></Suspense>)).toBe('<!--$--><h1>Ciao</h1><!--/$-->');
    expect(loads).toBe(1);
  });

  it('suspends a page not loaded yet, then shows it', async () => {
    const page = lazyPage('page-greeting', async () => Greeting);
    render(<Suspense fallback={<p>loading</p>}><page.Page /></Suspense>);
    expect(screen.getByText('loading')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Ciao' })).toBeTruthy();
  });

  it('tries the download again after it failed', async () => {
    let attempts = 0;
    const page = lazyPage('page-greeting', async () => {
      if (++attempts === 1) throw new Error('offline');
      return Greeting;
    });
    await expect(page.preload()).rejects.toThrow('offline');
    await page.preload();
    expect(attempts).toBe(2);
    expect(renderToString(<page.Page />)).toBe('<h1>Ciao</h1>');
  });
});
