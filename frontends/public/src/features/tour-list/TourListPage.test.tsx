import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Link } from 'react-router-dom';
import { mockApi, renderPage, tourListItem } from '../../testing/render-page';
import { TourListPage } from './TourListPage';

const tours = [
  tourListItem({ id: 'a', title: 'Amalfi Drive', category: 'private-transfer', rating: '4.5', reviewCount: 300, priceFrom: '120.00' }),
  tourListItem({ id: 'b', title: 'Blue Grotto Boat', category: 'shared-boat-tour', rating: '4.9', reviewCount: 40, priceFrom: '90.00' }),
  tourListItem({ id: 'c', title: 'Cooking in Sorrento', category: 'cooking-class', rating: '4.7', reviewCount: 80, priceFrom: '150.00' }),
];
const titles = () => screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
const location = () => screen.getByTestId('location');
/** The list calls the page made (the date filter also reads the booking window). */
const listCalls = (api: jest.Mock) => api.mock.calls.map((c) => new URL(String(c[0]), 'http://localhost')).filter((u) => u.pathname === '/api/tours');

describe('Tour list (/tours)', () => {
  it('shows nine skeleton cards while loading', () => {
    global.fetch = jest.fn(() => new Promise(() => {})) as unknown as typeof fetch;
    renderPage(<TourListPage />, { url: '/tours' });
    expect(screen.getAllByTestId('tour-card-skeleton')).toHaveLength(9);
  });

  it("shows '{n} experiences found' sorted by 'Highest Rated' by default", async () => {
    mockApi({ '/api/tours': { body: tours } });
    renderPage(<TourListPage />, { url: '/tours' });
    expect(await screen.findByText('3 experiences found')).toBeInTheDocument();
    expect(screen.getByLabelText('Sort by')).toHaveDisplayValue('Highest Rated');
    expect(titles()).toEqual(['Blue Grotto Boat', 'Cooking in Sorrento', 'Amalfi Drive']);
    expect(screen.queryByText('Filtered results')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Clear' })).not.toBeInTheDocument();
  });

  it('says "1 experience found" for a single tour', async () => {
    mockApi({ '/api/tours': { body: [tours[0]] } });
    renderPage(<TourListPage />, { url: '/tours' });
    expect(await screen.findByText('1 experience found')).toBeInTheDocument();
  });

  it('sorts by price and reviews in the browser', async () => {
    mockApi({ '/api/tours': { body: tours } });
    renderPage(<TourListPage />, { url: '/tours' });
    await screen.findByText('3 experiences found');
    fireEvent.change(screen.getByLabelText('Sort by'), { target: { value: 'price-low' } });
    expect(titles()).toEqual(['Blue Grotto Boat', 'Amalfi Drive', 'Cooking in Sorrento']);
    fireEvent.change(screen.getByLabelText('Sort by'), { target: { value: 'price-high' } });
    expect(titles()).toEqual(['Cooking in Sorrento', 'Amalfi Drive', 'Blue Grotto Boat']);
    fireEvent.change(screen.getByLabelText('Sort by'), { target: { value: 'reviews' } });
    expect(titles()).toEqual(['Amalfi Drive', 'Cooking in Sorrento', 'Blue Grotto Boat']);
    expect(location()).toHaveTextContent('/tours?sort=reviews');
  });

  it('reads search, category and location (or destination) from the URL and sends them to the API', async () => {
    const api = mockApi({ '/api/tours': { body: [tours[1]] } });
    renderPage(<TourListPage />, { url: '/tours?destination=capri&category=boat-tours&search=grotto' });
    expect(await screen.findByText('1 experience found')).toBeInTheDocument();
    const url = listCalls(api)[0]!;
    expect(Object.fromEntries(url.searchParams)).toEqual({ search: 'grotto', category: 'boat-tours', location: 'capri' });
    expect(screen.getByLabelText('Location')).toHaveValue('capri');
    expect(screen.getByLabelText('Category')).toHaveValue('boat-tours');
    expect(screen.getByText('Filtered results')).toBeInTheDocument();
  });

  it('rewrites the URL without a new history entry when a filter changes, keeping date and people', async () => {
    mockApi({ '/api/tours': (_init, url) => ({ body: url.searchParams.get('location') === 'positano' ? [tours[2]] : tours }) });
    renderPage(<TourListPage />, { url: '/tours?date=2026-07-01&people=3' });
    await screen.findByText('3 experiences found');
    fireEvent.change(screen.getByLabelText('Category'), { target: { value: 'excursions' } });
    fireEvent.change(screen.getByLabelText('Location'), { target: { value: 'positano' } });
    fireEvent.change(screen.getByPlaceholderText('Search tours, activities, destinations...'), { target: { value: 'grotto' } });
    fireEvent.change(screen.getByLabelText('Sort by'), { target: { value: 'price-low' } });
    expect(location()).toHaveTextContent('/tours?date=2026-07-01&people=3&category=excursions&location=positano&search=grotto&sort=price-low');
    // The first entry is the page's own arrival; each of the four changes replaced it.
    expect(location()).toHaveAttribute('data-navigations', 'POP REPLACE REPLACE REPLACE REPLACE');
    expect(await screen.findByText('1 experience found')).toBeInTheDocument();
  });

  it('Clear removes every filter', async () => {
    mockApi({ '/api/tours': (_init, url) => ({ body: url.searchParams.get('category') ? [tours[0]] : tours }) });
    renderPage(<TourListPage />, { url: '/tours?category=rentals&location=amalfi&search=x' });
    expect(await screen.findByText('1 experience found')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(location()).toHaveTextContent(/^\/tours$/);
    expect(screen.getByPlaceholderText('Search tours, activities, destinations...')).toHaveValue('');
    expect(await screen.findByText('3 experiences found')).toBeInTheDocument();
  });

  it("shows 'No tours found' with 'Clear all filters' when nothing matches", async () => {
    mockApi({ '/api/tours': (_init, url) => ({ body: url.searchParams.get('category') ? [] : tours }) });
    renderPage(<TourListPage />, { url: '/tours?category=rentals' });
    expect(await screen.findByText('No tours found')).toBeInTheDocument();
    expect(screen.getByText('Try adjusting your filters or search terms')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Clear all filters' }));
    expect(await screen.findByText('3 experiences found')).toBeInTheDocument();
  });

  it('sends the search text once typing pauses', async () => {
    jest.useFakeTimers();
    try {
      const api = mockApi({ '/api/tours': { body: tours } });
      renderPage(<TourListPage />, { url: '/tours' });
      const box = screen.getByPlaceholderText('Search tours, activities, destinations...');
      fireEvent.change(box, { target: { value: 'cap' } });
      fireEvent.change(box, { target: { value: 'capri' } });
      expect(location()).toHaveTextContent('/tours?search=capri');
      await act(async () => {
        jest.advanceTimersByTime(400);
      });
      await waitFor(() => expect(listCalls(api).map((u) => u.searchParams.get('search'))).toEqual([null, 'capri']));
    } finally {
      jest.useRealTimers();
    }
  });

  it('keeps the search box as typed while the URL follows it, and sets it anew from a link to the list', async () => {
    mockApi({ '/api/tours': { body: tours } });
    renderPage(
      <>
        <Link to="/tours?search=amalfi">Amalfi tours</Link>
        <TourListPage />
      </>,
      { url: '/tours' },
    );
    const box = screen.getByPlaceholderText('Search tours, activities, destinations...');
    fireEvent.change(box, { target: { value: 'capri boat' } });
    expect(box).toHaveValue('capri boat');
    expect(location()).toHaveTextContent('/tours?search=capri+boat');
    fireEvent.click(screen.getByRole('link', { name: 'Amalfi tours' }));
    expect(location()).toHaveTextContent('/tours?search=amalfi');
    expect(box).toHaveValue('amalfi');
  });

  it('links each card to its tour, carrying date and people from the hero search', async () => {
    mockApi({ '/api/tours': { body: [tours[1]] } });
    renderPage(<TourListPage />, { url: '/tours?date=2026-07-01&people=3' });
    const card = (await screen.findByRole('heading', { name: 'Blue Grotto Boat' })).closest('a')!;
    expect(card).toHaveAttribute('href', '/tours/b?date=2026-07-01&people=3');
    expect(within(card).getByText(/From €90/)).toBeInTheDocument();
  });

  describe('date and people from the hero search', () => {
    it('sends them to the API, shows them as filters, and says on each card that the tour is available that day', async () => {
      const api = mockApi({ '/api/tours': { body: [tours[1]] }, '/api/booking-window': { body: { firstDate: '2027-06-01', lastDate: '2028-06-01', timeZone: 'Europe/Rome' } } });
      renderPage(<TourListPage />, { url: '/tours?location=sorrento&date=2027-06-12&people=3&category=boat-tours' });
      expect(await screen.findByText('1 experience found')).toBeInTheDocument();
      expect(Object.fromEntries(listCalls(api)[0]!.searchParams)).toEqual({ location: 'sorrento', date: '2027-06-12', people: '3', category: 'boat-tours' });
      expect(screen.getByLabelText('Date')).toHaveValue('2027-06-12');
      expect(screen.getByLabelText('People')).toHaveValue('3');
      expect(screen.getByText('Available on Sat 12 Jun')).toBeInTheDocument();
      expect(screen.getByText('Filtered results')).toBeInTheDocument();
    });

    it('clears the date and people with the other filters', async () => {
      mockApi({ '/api/tours': { body: tours } });
      renderPage(<TourListPage />, { url: '/tours?date=2027-06-12&people=3' });
      await screen.findByText('3 experiences found');
      fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
      expect(location()).toHaveTextContent(/^\/tours$/);
      expect(screen.getByLabelText('Date')).toHaveValue('');
      expect(screen.getByLabelText('People')).toHaveValue('');
    });

    it("shows each tour's next available day when no date is chosen", async () => {
      mockApi({ '/api/tours': { body: [tourListItem({ nextAvailableDate: '2026-11-27' })] } });
      renderPage(<TourListPage />, { url: '/tours' });
      expect(await screen.findByText('Next available: Fri 27 Nov')).toBeInTheDocument();
    });

    it('leaves out a date or a party size the API would refuse', async () => {
      const api = mockApi({ '/api/tours': { body: tours } });
      renderPage(<TourListPage />, { url: '/tours?date=2027-02-30&people=lots' });
      await screen.findByText('3 experiences found');
      expect(Object.fromEntries(listCalls(api)[0]!.searchParams)).toEqual({});
    });
  });

  describe('in Italian', () => {
    const italian = [
      tourListItem({ id: 'a', title: 'Transfer per Amalfi', category: 'private-transfer', categoryName: 'Transfer privato', priceFrom: '1234.50', lang: 'it', categoryLang: 'it' }),
      tourListItem({ id: 'b', title: 'Grotta Azzurra in barca', category: 'shared-boat-tour', categoryName: 'Tour in barca condiviso', priceFrom: '45.00', lang: 'it', categoryLang: 'it' }),
    ];

    it('asks the API in Italian and shows the count, filters, sorts, prices and dates as Italian writes them', async () => {
      const api = mockApi({ '/api/tours': { body: italian } });
      renderPage(<TourListPage />, { url: '/tours?date=2027-06-12&people=1', language: 'it' });
      expect(screen.getByText('Caricamento dei tour…')).toBeInTheDocument();
      expect(await screen.findByText('2 esperienze trovate')).toBeInTheDocument();
      expect(Object.fromEntries(listCalls(api)[0]!.searchParams)).toEqual({ date: '2027-06-12', people: '1', lang: 'it' });
      expect(document.title).toBe('Tutti i tour e le esperienze | Costiera');
      expect(screen.getByRole('heading', { level: 1, name: 'Tour ed esperienze' })).toBeInTheDocument();
      expect(screen.getByPlaceholderText('Cerca tour, attività, destinazioni...')).toBeInTheDocument();
      expect(screen.getByLabelText('Ordina per')).toHaveDisplayValue('Più apprezzati');
      expect(screen.getByLabelText('Persone')).toHaveDisplayValue('1 persona');
      expect(within(screen.getByLabelText('Persone')).getByRole('option', { name: '4 persone' })).toHaveValue('4');
      expect(screen.getByLabelText('Categoria')).toHaveDisplayValue('Tutte le categorie');
      expect(screen.getByLabelText('Località')).toHaveDisplayValue('Tutte le località');
      expect(within(screen.getByLabelText('Località')).getByRole('option', { name: 'Napoli' })).toHaveValue('naples');
      expect(screen.getByText('Risultati filtrati')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Azzera' })).toBeInTheDocument();
      expect(screen.getAllByText('Disponibile sab 12 giu')).toHaveLength(2);
      expect(screen.getByText('Da € 1.234,50')).toBeInTheDocument();
      expect(screen.getByText('Da € 45')).toBeInTheDocument();
      // Without JavaScript the filters load the Italian list.
      expect(screen.getByRole('search')).toHaveAttribute('action', '/it/tours');
    });

    it('names a single category from the URL as the API names it in Italian, and a destination by its Italian name', async () => {
      mockApi({ '/api/tours': { body: [italian[0]] } });
      renderPage(<TourListPage />, { url: '/tours?category=private-transfer&location=amalfi-coast', language: 'it' });
      expect(await screen.findByText('1 esperienza trovata')).toBeInTheDocument();
      expect(screen.getByLabelText('Categoria')).toHaveDisplayValue('Transfer privato');
      expect(screen.getByLabelText('Località')).toHaveDisplayValue('Costiera Amalfitana');
    });

    it("says 'Nessun tour trovato' when nothing matches", async () => {
      mockApi({ '/api/tours': { body: [] } });
      renderPage(<TourListPage />, { url: '/tours?search=zzz', language: 'it' });
      expect(await screen.findByText('Nessun tour trovato')).toBeInTheDocument();
      expect(screen.getByText('0 esperienze trovate')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Azzera tutti i filtri' })).toBeInTheDocument();
    });
  });
});
