import { priceUnitFor } from './price-unit';

describe('priceUnitFor: one unit rule for card, detail and modal', () => {
  it.each([
    ['private-boat-tour', true, 'boat'],
    ['boat-tours', true, 'boat'],
    ['shared-boat-tour', false, 'person'],
    ['boat-tours', false, 'person'],
    ['rent-scooter', false, 'day'],
    ['private-transfer', true, 'transfer'],
    ['private-shore-excursion', true, 'person'],
    ['cooking-class', false, 'person'],
  ])('quotes %s (private: %s) per %s', (category, isPrivate, unit) => expect(priceUnitFor(category, isPrivate)).toBe(unit));
});
