import { heroSearchUrl, heroTabFrom } from './hero-search-url';

const input = { location: 'positano', date: '2026-07-01', people: '4', activity: 'food tours', transfer: 'airport', passengers: '5+' };

describe('hero search', () => {
  it('searches boat tours with location, date, people and category=boat-tours', () => {
    expect(heroSearchUrl('boat-tours', input)).toBe('/tours?location=positano&date=2026-07-01&people=4&category=boat-tours');
  });
  it('keeps the date parameter even when no date was picked', () => {
    expect(heroSearchUrl('boat-tours', { ...input, date: '' })).toBe('/tours?location=positano&date=&people=4&category=boat-tours');
  });
  it('sends the other tabs to the matching part of the catalogue', () => {
    expect(heroSearchUrl('activities', input)).toBe('/tours?category=excursions&date=2026-07-01');
    expect(heroSearchUrl('transfers', input)).toBe('/tours?category=private-transfer&people=5');
  });
  it('opens at the tab a ?tab= link names, the boat tab otherwise', () => {
    expect(heroTabFrom('activities')).toBe('activities');
    expect(heroTabFrom('transfers')).toBe('transfers');
    expect(heroTabFrom(null)).toBe('boat-tours');
    expect(heroTabFrom('rockets')).toBe('boat-tours');
  });
});
