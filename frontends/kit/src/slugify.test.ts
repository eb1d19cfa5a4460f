import { slugify } from './slugify';

describe('slugify (SPEC section 5)', () => {
  it('lowercases and turns whitespace into hyphens', () => expect(slugify('Capri Boat Tour')).toBe('capri-boat-tour'));
  it('removes characters other than letters, digits, underscore, spaces and hyphens', () => expect(slugify("Sorrento's best: limoncello!")).toBe('sorrentos-best-limoncello'));
  it('collapses repeated hyphens', () => expect(slugify('a -- b')).toBe('a-b'));
  it('folds accents', () => expect(slugify('Positàno & Amalfi')).toBe('positano-amalfi'));
  it('keeps underscores', () => expect(slugify('day_trip 2')).toBe('day_trip-2'));
});
