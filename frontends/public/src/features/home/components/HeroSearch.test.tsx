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

  it('speak Italian on an Italian page, and without JavaScript search the Italian list', () => {
    renderPage(<HeroSearch />, { url: '/', language: 'it' });
    expect(screen.getByRole('tablist', { name: 'Che cosa cerchi?' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Tour in barca' })).toHaveAttribute('href', '/it/');
    expect(screen.getByRole('tab', { name: 'Transfer' })).toHaveAttribute('href', '/it/?tab=transfers');
    expect(screen.getByRole('tab', { name: 'Altre attività' })).toHaveAttribute('href', '/it/?tab=activities');
    expect(screen.getByRole('combobox', { name: 'Partenza' })).toHaveDisplayValue('Sorrento');
    expect(screen.getByRole('option', { name: 'Napoli' })).toHaveValue('naples');
    expect(screen.getByLabelText('Persone')).toHaveValue('2');
    expect(screen.getByRole('button', { name: 'Cerca' }).closest('form')).toHaveAttribute('action', '/it/tours');
    fireEvent.click(screen.getByRole('tab', { name: 'Transfer' }));
    // The values sent stay the same in every language; only the words shown change.
    expect(screen.getByRole('combobox', { name: 'Tipo di transfer' })).toHaveDisplayValue('Aeroporto');
    expect(screen.getByRole('option', { name: 'Stazione ferroviaria' })).toHaveValue('train station');
  });
});
