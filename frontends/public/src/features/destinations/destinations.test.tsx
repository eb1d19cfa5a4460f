import { screen, within } from '@testing-library/react';
import { mockApi, renderPage, tourListItem } from '../../testing/render-page';
import { DestinationPage } from './DestinationPage';
import { DestinationsPage } from './DestinationsPage';
import { ExperiencesPage } from './ExperiencesPage';

const listCalls = (api: jest.Mock) => api.mock.calls.map((c) => new URL(String(c[0]), 'http://localhost')).filter((u) => u.pathname === '/api/tours');

describe('destinations and experiences', () => {
  it('lists the seven destinations in English', () => {
    renderPage(<DestinationsPage />, { url: '/destinations' });
    expect(screen.getByRole('heading', { level: 1, name: 'Destinations' })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(7);
    expect(screen.getByRole('link', { name: /^Pompeii & Vesuvius/ })).toHaveAttribute('href', '/destinations/pompeii-vesuvius');
  });

  it("shows a destination's tours in English, and 'No tours available in {place} at the moment.' without any", async () => {
    const api = mockApi({ '/api/tours': { body: [] } });
    renderPage(<DestinationPage />, { url: '/destinations/naples', path: '/destinations/:id' });
    expect(screen.getByRole('heading', { level: 1, name: 'Naples' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Tours in Naples' })).toBeInTheDocument();
    expect(await screen.findByText('No tours available in Naples at the moment.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse All Tours' })).toHaveAttribute('href', '/tours');
    expect(Object.fromEntries(listCalls(api)[0]!.searchParams)).toEqual({ location: 'naples' });
  });

  it('links experiences to all tours in English', () => {
    global.fetch = jest.fn(() => new Promise(() => {})) as unknown as typeof fetch;
    renderPage(<ExperiencesPage />, { url: '/experiences' });
    expect(screen.getByText(/Boat trips along the coast/)).toHaveTextContent(
      'Boat trips along the coast, guided excursions and cooking classes with local families. Looking for a transfer or a scooter? See all tours.',
    );
    expect(screen.getByRole('link', { name: 'all tours' })).toHaveAttribute('href', '/tours');
  });

  describe('in Italian', () => {
    it('names and describes the destinations in Italian (place names in their Italian form)', () => {
      renderPage(<DestinationsPage />, { url: '/destinations', language: 'it' });
      expect(screen.getByRole('heading', { level: 1, name: 'Destinazioni' })).toBeInTheDocument();
      expect(document.title).toBe('Destinazioni | Costiera');
      expect(screen.getByRole('link', { name: /^Pompei e Vesuvio/ })).toHaveTextContent('La città sepolta e il suo vulcano');
      expect(screen.getByRole('link', { name: /^Costiera Amalfitana/ })).toHaveTextContent('Positano, Amalfi e Ravello');
    });

    it("shows a destination's tours with Italian prices and dates, asking the API in Italian", async () => {
      const api = mockApi({
        '/api/tours': { body: [tourListItem({ id: 'p', title: 'Tour di Procida', category: 'shared-boat-tour', isPrivate: false, priceFrom: '1234.50', nextAvailableDate: '2027-06-12', lang: 'it' })] },
      });
      renderPage(<DestinationPage />, { url: '/destinations/procida', path: '/destinations/:id', language: 'it' });
      expect(screen.getByRole('heading', { level: 1, name: 'Procida' })).toBeInTheDocument();
      expect(document.title).toBe('Procida: tour ed esperienze | Costiera');
      expect(within(screen.getByRole('navigation', { name: 'Percorso' })).getByRole('link', { name: 'Destinazioni' })).toHaveAttribute('href', '/destinations');
      expect(screen.getByRole('heading', { level: 2, name: 'Tour a Procida' })).toBeInTheDocument();
      const card = (await screen.findByRole('heading', { level: 3, name: 'Tour di Procida' })).closest('article')!;
      expect(within(card).getByText('Da € 1.234,50')).toBeInTheDocument();
      expect(within(card).getByText('/ persona')).toBeInTheDocument();
      expect(within(card).getByText('Prima data libera: sab 12 giu')).toBeInTheDocument();
      expect(Object.fromEntries(listCalls(api)[0]!.searchParams)).toEqual({ location: 'procida', lang: 'it' });
    });

    it('says in Italian when a destination has no tours', async () => {
      mockApi({ '/api/tours': { body: [] } });
      renderPage(<DestinationPage />, { url: '/destinations/amalfi-coast', path: '/destinations/:id', language: 'it' });
      expect(await screen.findByText('Al momento non ci sono tour disponibili in Costiera Amalfitana.')).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Scopri tutti i tour' })).toBeInTheDocument();
    });

    it('answers an unknown destination with the Italian 404 page', () => {
      renderPage(<DestinationPage />, { url: '/destinations/atlantis', path: '/destinations/:id', language: 'it' });
      expect(screen.getByRole('heading', { name: 'Pagina non trovata' })).toBeInTheDocument();
    });

    it('links experiences to all tours in Italian', () => {
      global.fetch = jest.fn(() => new Promise(() => {})) as unknown as typeof fetch;
      renderPage(<ExperiencesPage />, { url: '/experiences', language: 'it' });
      expect(screen.getByRole('heading', { level: 1, name: 'Esperienze' })).toBeInTheDocument();
      expect(screen.getByText(/Gite in barca lungo la costa/)).toHaveTextContent(
        'Gite in barca lungo la costa, escursioni guidate e corsi di cucina con le famiglie del posto. Cerchi un transfer o uno scooter? Guarda tutti i tour.',
      );
      expect(screen.getByRole('link', { name: 'tutti i tour' })).toHaveAttribute('href', '/tours');
    });
  });
});
