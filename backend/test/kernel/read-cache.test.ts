import { ReadCache } from '../../src/kernel/cache/read-cache';
import { pageWindow } from '../../src/kernel/database/postgres';

const options = { maxBytes: 1000, maxEntries: 10, ttlMs: 60_000 };

describe('read cache', () => {
  it('computes an answer once and serves it until an event of its region commits', async () => {
    const cache = new ReadCache(options);
    const tours = cache.region('tours', ['catalog.', 'content.category.']);
    let reads = 0;
    const read = () => tours.get('list', async () => ++reads, () => 10);
    expect(await read()).toBe(1);
    expect(await read()).toBe(1);
    cache.invalidate(['bookings.booking-request.submitted.v1', 'identity.user.registered.v1']);
    expect(await read()).toBe(1);
    cache.invalidate(['content.category.updated.v1']);
    expect(await read()).toBe(2);
    cache.invalidate(['catalog.tour.updated.v1']);
    expect(await read()).toBe(3);
  });

  it('does not keep an answer read before an event that committed while it was computed', async () => {
    const cache = new ReadCache(options);
    const tours = cache.region('tours', ['catalog.']);
    let release!: () => void;
    const slow = tours.get('list', () => new Promise<string>((resolve) => (release = () => resolve('before the edit'))), () => 10);
    // The edit commits while the read is in flight: that read's answer may be old.
    cache.invalidate(['catalog.tour.updated.v1']);
    release();
    expect(await slow).toBe('before the edit');
    expect(await tours.get('list', async () => 'after the edit', () => 10)).toBe('after the edit');
  });

  it('shares one computation between concurrent readers of the same key', async () => {
    const cache = new ReadCache(options);
    const tours = cache.region('tours', ['catalog.']);
    let reads = 0;
    const answers = await Promise.all(Array.from({ length: 50 }, () => tours.get('list', async () => ++reads, () => 10)));
    expect(new Set(answers)).toEqual(new Set([1]));
    expect(reads).toBe(1);
  });

  it('does not keep a failed computation', async () => {
    const cache = new ReadCache(options);
    const tours = cache.region('tours', ['catalog.']);
    await expect(tours.get('x', async () => Promise.reject(new Error('database down')), () => 1)).rejects.toThrow('database down');
    expect(await tours.get('x', async () => 'ok', () => 1)).toBe('ok');
  });

  it('stays within its byte and entry bounds, dropping the least recently used first', async () => {
    const cache = new ReadCache({ maxBytes: 250, maxEntries: 100, ttlMs: 60_000 });
    const r = cache.region('r', ['x.']);
    for (const key of ['a', 'b', 'c']) await r.get(key, async () => key, () => 60);
    await r.get('a', async () => 'recomputed', () => 60); // a is used again: b is now the oldest
    await r.get('d', async () => 'd', () => 60);
    await r.get('e', async () => 'e', () => 60);
    expect(cache.stats().bytes).toBeLessThanOrEqual(250);
    expect(r.peek('b')).toBeUndefined();
    expect(r.peek('a')).toBe('a');
    const few = new ReadCache({ maxBytes: 10_000, maxEntries: 2, ttlMs: 60_000 });
    const f = few.region('f', ['x.']);
    for (const key of ['a', 'b', 'c']) await f.get(key, async () => key, () => 1);
    expect(few.stats().entries).toBe(2);
    expect(f.peek('a')).toBeUndefined();
  });

  it('never keeps an answer larger than a quarter of its bound', async () => {
    const cache = new ReadCache({ maxBytes: 100, maxEntries: 10, ttlMs: 60_000 });
    const r = cache.region('r', ['x.']);
    await r.get('big', async () => 'big', () => 26);
    expect(r.peek('big')).toBeUndefined();
  });

  it('drops answers past their time to live, and everything on clear()', async () => {
    jest.useFakeTimers({ now: Date.parse('2026-11-22T10:00:00Z') });
    try {
      const cache = new ReadCache({ ...options, ttlMs: 1000 });
      const r = cache.region('r', ['x.']);
      await r.get('k', async () => 1, () => 1);
      jest.setSystemTime(Date.parse('2026-11-22T10:00:00.999Z'));
      expect(r.peek('k')).toBe(1);
      jest.setSystemTime(Date.parse('2026-11-22T10:00:01.001Z'));
      expect(r.peek('k')).toBeUndefined();
      await r.get('k', async () => 2, () => 1);
      cache.clear();
      expect(r.peek('k')).toBeUndefined();
      expect(cache.stats()).toEqual({ entries: 0, bytes: 0 });
    } finally {
      jest.useRealTimers();
    }
  });

  it("drops only the touched region's answers and keeps the byte count exact", async () => {
    const cache = new ReadCache(options);
    const tours = cache.region('tours', ['catalog.']);
    const bookings = cache.region('bookings', ['bookings.']);
    for (const key of ['a', 'b', 'c']) await tours.get(key, async () => key, () => 10);
    for (const key of ['x', 'y']) await bookings.get(key, async () => key, () => 7);
    expect(cache.stats()).toEqual({ entries: 5, bytes: 44 });
    cache.invalidate(['bookings.booking-request.submitted.v1']);
    expect(cache.stats()).toEqual({ entries: 3, bytes: 30 });
    expect(tours.peek('a')).toBe('a');
    expect(bookings.peek('x')).toBeUndefined();
    await bookings.get('x', async () => 'again', () => 7);
    expect(cache.stats()).toEqual({ entries: 4, bytes: 37 });
  });

  it('gives the same region to the same name, and refuses a second meaning for it', () => {
    const cache = new ReadCache(options);
    expect(cache.region('r', ['a.'])).toBe(cache.region('r', ['a.']));
    expect(() => cache.region('r', ['b.'])).toThrow(/exists already/);
  });
});

describe('page window (reading a page from the nearer end of a list)', () => {
  it('reads the first half forwards and the second half backwards, never skipping more than half', () => {
    expect(pageWindow(1, 10, 95)).toEqual({ offset: 0, limit: 10, reversed: false });
    expect(pageWindow(5, 10, 95)).toEqual({ offset: 40, limit: 10, reversed: false });
    expect(pageWindow(6, 10, 95)).toEqual({ offset: 35, limit: 10, reversed: true });
    // The last page is short: its 5 rows are the first 5 of the reversed list.
    expect(pageWindow(10, 10, 95)).toEqual({ offset: 0, limit: 5, reversed: true });
    expect(pageWindow(11, 10, 95)).toBeNull();
    expect(pageWindow(1, 10, 0)).toBeNull();
    for (let total = 1; total < 60; total++) {
      for (let page = 1; page <= Math.ceil(total / 7); page++) {
        const w = pageWindow(page, 7, total)!;
        const start = w.reversed ? total - w.offset - w.limit : w.offset;
        expect(start).toBe((page - 1) * 7);
        expect(w.limit).toBe(Math.min(7, total - start));
        expect(w.offset).toBeLessThanOrEqual(Math.ceil(total / 2));
      }
    }
  });
});
