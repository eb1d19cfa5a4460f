import type { catalog } from '@costiera/contracts';
import { sortTours } from './sort-tours';

const tour = (title: string, priceFrom: string): catalog.TourListItem => ({ title, priceFrom, rating: '4.5', reviewCount: 10 }) as catalog.TourListItem;

describe('the tour list order', () => {
  it('breaks ties by title, case aside, without a locale collation (its first use loads ICU data while the list hydrates)', () => {
    const compare = jest.spyOn(String.prototype, 'localeCompare');
    try {
      const sorted = sortTours([tour('positano by boat', '90'), tour('Capri by boat', '90'), tour('Amalfi walk', '120'), tour('Naples food', '90')], 'price-low');
      expect(sorted.map((t) => t.title)).toEqual(['Capri by boat', 'Naples food', 'positano by boat', 'Amalfi walk']);
      expect(compare).not.toHaveBeenCalled();
    } finally {
      compare.mockRestore();
    }
  });
});
