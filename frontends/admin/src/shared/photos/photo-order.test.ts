import { keyedByOccurrence, makeCover, moveItem } from './photo-order';

describe('the order of a tour’s photos', () => {
  const photos = ['a', 'b', 'c', 'd'];

  it('moves a photo earlier or later, the others keeping their order', () => {
    expect(moveItem(photos, 2, 1)).toEqual(['a', 'c', 'b', 'd']);
    expect(moveItem(photos, 0, 3)).toEqual(['b', 'c', 'd', 'a']);
  });

  it('makes a photo the cover by putting it first', () => {
    expect(makeCover(photos, 3)).toEqual(['d', 'a', 'b', 'c']);
    expect(makeCover(photos, 0)).toEqual(photos);
  });

  it('keeps a move inside the list and leaves the list given untouched', () => {
    expect(moveItem(photos, 1, 9)).toEqual(['a', 'c', 'd', 'b']);
    expect(moveItem(photos, 1, -4)).toEqual(['b', 'a', 'c', 'd']);
    expect(moveItem(photos, 7, 0)).toEqual(photos);
    expect(photos).toEqual(['a', 'b', 'c', 'd']);
  });

  it('gives a URL listed twice a key of its own each time', () => {
    expect(keyedByOccurrence(['x', 'y', 'x']).map((k) => k.key)).toEqual(['x#0', 'y#0', 'x#1']);
  });
});
