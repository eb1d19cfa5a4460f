import { formatPrice, rangeText, timeAgo } from './format';

describe('formatting', () => {
  it('shows whole prices without cents and others with two decimals, in euros by default', () => {
    expect(formatPrice('650.00')).toBe('€650');
    expect(formatPrice('1250.00')).toBe('€1,250');
    expect(formatPrice('89.5')).toBe('€89.50');
    expect(formatPrice('40', 'GBP')).toBe('£40');
    expect(formatPrice('1234567.5')).toBe('€1,234,567.50');
    expect(formatPrice('not a number')).toBe('');
  });
  it('says how long ago, or the fallback for a missing date', () => {
    const now = Date.parse('2026-01-01T12:00:00Z');
    expect(timeAgo('2026-01-01T09:00:00Z', 'Recently', now)).toBe('3 hours ago');
    expect(timeAgo(null, 'Unknown', now)).toBe('Unknown');
  });
  it('writes the range line of a paged list', () => {
    expect(rangeText(2, 10, 42, 'tours')).toBe('Showing 11 to 20 of 42 tours');
  });
});
