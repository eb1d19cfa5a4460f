import { priceUnitFor } from './price-unit';

describe('priceUnitFor: one unit rule for card, detail and modal', () => {
  it.each([
    ['private-boat-tour', 'boat'],
    ['shared-boat-tour', 'boat'],
    ['boat-tours', 'boat'],
    ['rent-scooter', 'day'],
    ['private-transfer', 'transfer'],
    ['private-shore-excursion', 'person'],
    ['cooking-class', 'person'],
  ])('quotes %s per %s', (category, unit) => expect(priceUnitFor(category)).toBe(unit));
});
