import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { tourListItem } from '../../testing/render-page';
import { TourCard } from './TourCard';

const renderCard = (overrides: Record<string, unknown>) =>
  render(
    <MemoryRouter>
      <TourCard tour={tourListItem(overrides) as Parameters<typeof TourCard>[0]['tour']} />
    </MemoryRouter>,
  );

describe('TourCard', () => {
  // The unit rule itself is kit's priceUnitFor (price-unit.test.ts); here, that the card asks it with the tour's own facts.
  it('quotes a private boat per boat and a seat on a shared boat per person', () => {
    renderCard({ category: 'private-boat-tour', isPrivate: true });
    expect(screen.getByText('/ boat')).toBeInTheDocument();
    renderCard({ category: 'shared-boat-tour', isPrivate: false });
    expect(screen.getByText('/ person')).toBeInTheDocument();
  });

  it('shows badges, rating, facts and the price, and links to the tour', () => {
    renderCard({ id: 'abc', priceFrom: '650.00', maxPassengers: 8, isPrivate: true, freeCancellation: true });
    expect(screen.getByRole('link')).toHaveAttribute('href', '/tours/abc');
    expect(screen.getByText('Private')).toBeInTheDocument();
    expect(screen.getByText('Private Boat Tour')).toBeInTheDocument();
    expect(screen.getByText('Free cancellation')).toBeInTheDocument();
    expect(screen.getByText('Max 8')).toBeInTheDocument();
    expect(screen.getByText('(120 reviews)')).toBeInTheDocument();
    expect(screen.getByText(/From €650/)).toBeInTheDocument();
  });

  it('leaves out the Private and Free cancellation badges when they do not apply', () => {
    renderCard({ isPrivate: false, freeCancellation: false });
    expect(screen.queryByText('Private')).not.toBeInTheDocument();
    expect(screen.queryByText('Free cancellation')).not.toBeInTheDocument();
  });
});
