import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { NotFound } from './not-found';

describe('NotFound', () => {
  it("says 'Page Not Found', sets the title and links home", () => {
    render(
      <MemoryRouter>
        <NotFound />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
    expect(document.title).toBe('Page Not Found | Costiera');
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute('content', 'The page you are looking for does not exist.');
  });

  it('says what a remote passes in its reader\'s language', () => {
    render(
      <MemoryRouter>
        <NotFound texts={{ title: 'Pagina non trovata', description: 'La pagina che cerchi non esiste.', text: 'Non esiste o è stata spostata.', home: 'Torna alla pagina iniziale' }} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { name: 'Pagina non trovata' })).toBeInTheDocument();
    expect(screen.getByText('Non esiste o è stata spostata.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Torna alla pagina iniziale' })).toHaveAttribute('href', '/');
    expect(document.title).toBe('Pagina non trovata | Costiera');
  });
});
