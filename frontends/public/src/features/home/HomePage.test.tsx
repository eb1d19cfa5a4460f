import { screen, within } from '@testing-library/react';
import { mockApi, renderPage, tourListItem } from '../../testing/render-page';
import { HomePage } from './HomePage';

const tours = [tourListItem({ id: 'c1', title: 'Corso di cucina', category: 'cooking-class', priceFrom: '45.00', nextAvailableDate: '2027-06-12', lang: 'it', categoryLang: 'it', categoryName: 'Corso di cucina' })];

describe('the home page', () => {
  it('reads the tours in the page language and speaks Italian on an Italian page', async () => {
    const api = mockApi({ '/api/tours': { body: tours } });
    renderPage(<HomePage />, { url: '/', language: 'it' });
    expect(screen.getByRole('heading', { level: 1, name: 'Scopri la Costiera Sorrentina' })).toBeInTheDocument();
    expect(document.title).toBe('Tour in Costiera Sorrentina, a Capri e ad Amalfi | Costiera');
    expect(screen.getByRole('heading', { name: 'Cosa vedere e cosa fare' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^Una giornata perfetta/ })).toHaveAttribute('href', '/guides/day-itinerary');
    expect(screen.getByRole('heading', { name: 'Perché scegliere Costiera' })).toBeInTheDocument();
    const places = screen.getByRole('heading', { name: 'Scopri altre destinazioni' }).closest('section')!;
    expect(within(places).getByRole('link', { name: /^Napoli/ })).toHaveTextContent('NapoliPizza, vita di strada e chiese barocche');
    expect(screen.getByRole('link', { name: 'Scopri tutti i tour' })).toHaveAttribute('href', '/tours');

    const card = (await screen.findByRole('heading', { name: 'Corso di cucina', level: 3 })).closest('article')!;
    expect(within(card).getByText('Da € 45')).toBeInTheDocument();
    expect(within(card).getByText('Prima data libera: sab 12 giu')).toBeInTheDocument();
    const listCalls = api.mock.calls.map((c) => new URL(String(c[0]), 'http://localhost')).filter((u) => u.pathname === '/api/tours');
    expect(listCalls.map((u) => u.searchParams.get('lang'))).toEqual(['it']);
  });
});
