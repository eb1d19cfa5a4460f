import { fireEvent, screen } from '@testing-library/react';
import { renderPage } from '../../../testing/render-page';
import { HeroSearch } from './HeroSearch';

const location = () => screen.getByTestId('location');

describe('hero search tabs', () => {
  it('are links to /?tab=..., so they work without JavaScript, and switch in place with it', () => {
    renderPage(<HeroSearch />, { url: '/' });
    const transfers = screen.getByRole('tab', { name: 'Transfers' });
    expect(transfers).toHaveAttribute('href', '/?tab=transfers');
    expect(screen.getByRole('tab', { name: 'Boat Tours' })).toHaveAttribute('href', '/');
    fireEvent.click(transfers);
    expect(transfers).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByLabelText('Transfer type')).toBeInTheDocument();
    expect(location()).toHaveTextContent(/^\/$/);
  });

  it('open at the tab the URL names, whose form searches its part of the catalogue', () => {
    renderPage(<HeroSearch />, { url: '/?tab=activities' });
    expect(screen.getByRole('tab', { name: 'Other activities' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByLabelText('Type')).toBeInTheDocument();
    expect(document.querySelector('input[type="hidden"][name="category"]')).toHaveValue('excursions');
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(location()).toHaveTextContent(/^\/tours\?category=excursions$/);
  });
});
