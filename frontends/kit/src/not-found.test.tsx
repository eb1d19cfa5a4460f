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
});
