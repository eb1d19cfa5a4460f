import { act, fireEvent, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { QueryCache, QueryCacheProvider } from '@costiera/kit';
import { HeroSearch } from '../features/home/components/HeroSearch';
import { fieldsChangedOnPage } from './early-input';
import { I18nContext } from '../i18n/i18n';
import { testI18n } from '../testing/i18n';

function form(html: string): HTMLFormElement {
  const el = document.createElement('form');
  el.innerHTML = html;
  return el;
}

describe('input made before the page hydrated', () => {
  it('reports the named fields whose shown value differs from the state, and only those', () => {
    const f = form(`
      <input name="search" value="">
      <select name="sort"><option value="rating" selected>Highest</option><option value="reviews">Reviews</option></select>
      <textarea name="message">hi</textarea>
      <input name="people" value="2">
      <input name="unlisted" value="x">`);
    (f.elements.namedItem('search') as HTMLInputElement).value = 'capri boat';
    (f.elements.namedItem('sort') as HTMLSelectElement).value = 'reviews';
    (f.elements.namedItem('message') as HTMLTextAreaElement).value = 'a quiet seat';
    expect(fieldsChangedOnPage(f, { search: '', sort: 'rating', message: 'hi', people: '2', unlisted: 'x', missing: 'y' })).toEqual({
      search: 'capri boat',
      sort: 'reviews',
      message: 'a quiet seat',
    });
  });

  it('searches from the hero with the choices made in its server-rendered form before hydration', async () => {
    function Where() {
      const { pathname, search } = useLocation();
      return <output data-testid="location">{pathname + search}</output>;
    }
    // The booking window travels with a server-rendered page, as it does in the remote.
    const cache = new QueryCache([{ key: ['booking-window'], status: 'success', data: { firstDate: '2026-06-02', lastDate: '2027-12-02', timeZone: 'Europe/Rome' } }]);
    const page = (
      <I18nContext value={testI18n()}>
        <QueryCacheProvider cache={cache}>
          <MemoryRouter initialEntries={['/']}>
            <Routes>
              <Route path="/" element={<HeroSearch />} />
              <Route path="*" element={<Where />} />
            </Routes>
          </MemoryRouter>
        </QueryCacheProvider>
      </I18nContext>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(page);
    document.body.append(container);
    (container.querySelector('select[name="location"]') as HTMLSelectElement).value = 'positano';
    (container.querySelector('input[name="date"]') as HTMLInputElement).value = '2026-07-01';
    (container.querySelector('select[name="people"]') as HTMLSelectElement).value = '4';

    const root = await act(async () => hydrateRoot(container, page));
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/tours?location=positano&date=2026-07-01&people=4&category=boat-tours');
    act(() => root.unmount());
    container.remove();
  });
});
