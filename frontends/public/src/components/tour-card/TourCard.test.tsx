import { screen } from '@testing-library/react';
import { renderPage, tourListItem } from '../../testing/render-page';
import { TourCard } from './TourCard';

const renderCard = (overrides: Record<string, unknown>, language = 'en') =>
  renderPage(<TourCard tour={tourListItem(overrides) as Parameters<typeof TourCard>[0]['tour']} />, { language });

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
    expect(screen.getByLabelText('Rated 4.8 out of 5')).toHaveTextContent('4.8');
    expect(screen.getByText(/From €650/)).toBeInTheDocument();
  });

  it('leaves out the Private and Free cancellation badges when they do not apply', () => {
    renderCard({ isPrivate: false, freeCancellation: false });
    expect(screen.queryByText('Private')).not.toBeInTheDocument();
    expect(screen.queryByText('Free cancellation')).not.toBeInTheDocument();
  });

  it('says "review" for a single review', () => {
    renderCard({ reviewCount: 1 });
    expect(screen.getByText('(1 review)')).toBeInTheDocument();
  });

  describe('in Italian', () => {
    it('shows its words, rating and price as Italian writes them', () => {
      renderCard({ id: 'abc', priceFrom: '1234.50', rating: '4.8', reviewCount: 1, maxPassengers: 8, isPrivate: true, lang: 'it', categoryLang: 'it', categoryName: 'Tour privato in barca' }, 'it');
      expect(screen.getByText('Privato')).toBeInTheDocument();
      expect(screen.getByText('Tour privato in barca')).not.toHaveAttribute('lang');
      expect(screen.getByText('Cancellazione gratuita')).toBeInTheDocument();
      expect(screen.getByText('(1 recensione)')).toBeInTheDocument();
      expect(screen.getByLabelText('Valutazione: 4,8 su 5')).toHaveTextContent('4,8');
      expect(screen.getByText('Da € 1.234,50')).toBeInTheDocument();
      expect(screen.getByText('/ barca')).toBeInTheDocument();
    });

    it('quotes a whole price without cents and a shared seat per person', () => {
      renderCard({ priceFrom: '45.00', category: 'shared-boat-tour', isPrivate: false, reviewCount: 12 }, 'it');
      expect(screen.getByText('Da € 45')).toBeInTheDocument();
      expect(screen.getByText('/ persona')).toBeInTheDocument();
      expect(screen.getByText('(12 recensioni)')).toBeInTheDocument();
    });

    it('marks the English text of a tour not yet translated with its language', () => {
      renderCard({ title: 'Capri Boat Tour', lang: 'en', categoryLang: 'en' }, 'it');
      expect(screen.getByRole('heading', { name: 'Capri Boat Tour' })).toHaveAttribute('lang', 'en');
      expect(screen.getByText('Around the island by boat.')).toHaveAttribute('lang', 'en');
      expect(screen.getByText('Private Boat Tour')).toHaveAttribute('lang', 'en');
    });
  });
});
