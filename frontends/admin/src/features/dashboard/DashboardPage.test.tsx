import { screen, within } from '@testing-library/react';
import { renderAdmin } from '../../testing/render-admin';
import { fakeApi } from '../../testing/fake-api';
import { useAdminLanguage } from '../../i18n/admin-language';
import DashboardPage from './DashboardPage';

const stats = {
  totalTours: 12,
  totalArticles: 4,
  totalPages: 3,
  totalBookingRequests: 1250,
  pendingBookingRequests: 7,
  recentBookingRequests: [
    { id: 'r-1', customer_name: 'Giulia Rossi', created_at: '2020-01-01T09:00:00.000Z', status: 'pending' },
    { id: 'r-2', customer_name: 'Marco Neri', created_at: '2020-01-01T09:00:00.000Z', status: 'cancelled' },
  ],
};
const api = () =>
  fakeApi({
    'GET /api/admin/dashboard-stats': () => stats,
    'GET /api/admin/dashboard-stats/booking-workflow': () => ({ expiringWithin24h: 2, medianProviderResponseMinutes: 185 }),
  });
const render = () => renderAdmin(<DashboardPage />, { path: '/admin/dashboard', route: '/admin/dashboard' });

beforeEach(() => {
  window.localStorage.clear();
  useAdminLanguage.setState({ language: 'en' });
});

describe('the dashboard', () => {
  it("shows the spec's four figures, Quick Create and the recent requests in English", async () => {
    api();
    render();
    expect(await screen.findByRole('heading', { name: 'Dashboard Overview' })).toBeInTheDocument();
    expect(await screen.findByText('Pending, 1,250 total')).toBeInTheDocument();
    for (const text of ['Active listings', 'Static pages', 'Quick Create', 'New Tour', 'New Article', 'New Page', 'Recent Booking Requests', 'View All Requests']) expect(screen.getByText(text)).toBeInTheDocument();
    const recent = screen.getByText('Giulia Rossi').closest('li')!;
    expect(within(recent).getByText('pending')).toBeInTheDocument();
    expect(await screen.findByText('3 h 5 min')).toBeInTheDocument();
  });

  it('reads in Italian, numbers the Italian way', async () => {
    useAdminLanguage.setState({ language: 'it' });
    api();
    render();
    expect(await screen.findByRole('heading', { name: 'Panoramica' })).toBeInTheDocument();
    expect(await screen.findByText('In attesa, 1250 in tutto')).toBeInTheDocument();
    for (const text of ['Offerte attive', 'Creazione rapida', 'Nuovo tour', 'Nuova pagina', 'Richieste di prenotazione recenti', 'Vedi tutte le richieste', 'Stato del sistema']) expect(screen.getByText(text)).toBeInTheDocument();
    const recent = screen.getByText('Marco Neri').closest('li')!;
    expect(within(recent).getByText('annullata')).toBeInTheDocument();
  });
});
