import { screen, within } from '@testing-library/react';
import { renderPage } from '../testing/render-page';
import { NotFoundPage } from './NotFoundPage';
import { PublicLayout } from './PublicLayout';

describe('the public layout', () => {
  it('has the skip link, the footer and the notification area in English', () => {
    renderPage(<PublicLayout />, { url: '/tours' });
    expect(screen.getByRole('link', { name: 'Skip to content' })).toHaveAttribute('href', '#main');
    const gettingHere = screen.getByRole('navigation', { name: 'Getting Here' });
    expect(within(gettingHere).getByRole('link', { name: 'Train schedule' })).toHaveAttribute('href', '/schedules/train');
    expect(within(screen.getByRole('navigation', { name: 'Network' })).getByRole('link', { name: 'Amalfi Coast' })).toHaveAttribute('href', '/destinations/amalfi-coast');
    expect(within(screen.getByRole('navigation', { name: 'About and legal' })).getByRole('link', { name: 'Privacy Policy' })).toBeInTheDocument();
    expect(screen.getByText('Made with love on Capri - Italy')).toBeInTheDocument();
    // The layout's notification area, and the test page's own (testing/render-page.tsx).
    expect(screen.getAllByRole('list', { name: 'Notifications (F8)' })).toHaveLength(2);
  });

  it('speaks Italian on an Italian page', () => {
    renderPage(<PublicLayout />, { url: '/tours', language: 'it' });
    expect(screen.getByRole('link', { name: 'Vai al contenuto' })).toHaveAttribute('href', '#main');
    const gettingHere = screen.getByRole('navigation', { name: 'Arrivi e trasporti' });
    expect(within(gettingHere).getByRole('link', { name: 'Orari dei treni' })).toBeInTheDocument();
    expect(within(screen.getByRole('navigation', { name: 'Le nostre mete' })).getByRole('link', { name: 'Costiera Amalfitana' })).toHaveAttribute('href', '/destinations/amalfi-coast');
    expect(within(screen.getByRole('navigation', { name: 'Chi siamo e note legali' })).getByRole('link', { name: 'Condizioni d’uso' })).toBeInTheDocument();
    expect(screen.getByText('Fatto con amore a Capri - Italia')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Notifiche (F8)' })).toBeInTheDocument();
  });
});

describe('the public 404 page', () => {
  it("says 'Page Not Found' in English", () => {
    renderPage(<NotFoundPage />, { url: '/nowhere' });
    expect(screen.getByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
    expect(document.title).toBe('Page Not Found | Costiera');
  });

  it('speaks Italian on an Italian page', () => {
    renderPage(<NotFoundPage />, { url: '/nowhere', language: 'it' });
    expect(screen.getByRole('heading', { name: 'Pagina non trovata' })).toBeInTheDocument();
    expect(screen.getByText('La pagina che cerchi non esiste o è stata spostata.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Torna alla pagina iniziale' })).toBeInTheDocument();
    expect(document.title).toBe('Pagina non trovata | Costiera');
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute('content', 'La pagina che cerchi non esiste.');
  });
});
