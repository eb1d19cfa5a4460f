import { ReadCache } from '../../src/kernel/cache/read-cache';
import { pageWindow } from '../../src/kernel/database/postgres';

const options = { maxBytesPerRegion: 1000, ttlMs: 60_000 };
/** An answer as the cache keeps it (serialised JSON). */
const answer = (text: string) => async () => Buffer.from(text);
const text = (b: Buffer | undefined) => b?.toString();

describe('read cache', () => {
  it('computes an answer once and serves it until an event of its region commits', async () => {
    const cache = new ReadCache(options);
    const tours = cache.region('tours', ['catalog.', 'content.category.']);
    let reads = 0;
    const read = async () => text(await tours.get('list', async () => Buffer.from(String(++reads))));
    expect(await read()).toBe('1');
    expect(await read()).toBe('1');
    cache.invalidate(['bookings.booking-request.submitted.v1', 'identity.user.registered.v1']);
    expect(await read()).toBe('1');
    cache.invalidate(['content.category.updated.v1']);
    expect(await read()).toBe('2');
    cache.invalidate(['catalog.tour.updated.v1']);
    expect(await read()).toBe('3');
  });

  it('does not keep an answer read before an event that committed while it was computed', async () => {
    const cache = new ReadCache(options);
    const tours = cache.region('tours', ['catalog.']);
    let release!: () => void;
    const slow = tours.get('list', () => new Promise<Buffer>((resolve) => (release = () => resolve(Buffer.from('before the edit')))));
    // The edit commits while the read is in flight: that read's answer may be old.
    cache.invalidate(['catalog.tour.updated.v1']);
    // A reader after the edit does not join the old computation.
    const after = tours.get('list', answer('after the edit'));
    release();
    expect(text(await slow)).toBe('before the edit');
    expect(text(await after)).toBe('after the edit');
    expect(text(tours.peek('list'))).toBe('after the edit');
  });

  it('shares one computation between concurrent readers of the same key', async () => {
    const cache = new ReadCache(options);
    const tours = cache.region('tours', ['catalog.']);
    let reads = 0;
    const answers = await Promise.all(Array.from({ length: 50 }, () => tours.get('list', async () => Buffer.from(String(++reads)))));
    expect(new Set(answers.map(text))).toEqual(new Set(['1']));
    expect(reads).toBe(1);
  });

  it('does not keep a failed computation', async () => {
    const cache = new ReadCache(options);
    const tours = cache.region('tours', ['catalog.']);
    await expect(tours.get('x', async () => Promise.reject(new Error('database down')))).rejects.toThrow('database down');
    expect(text(await tours.get('x', answer('ok')))).toBe('ok');
  });

  it('stays within its byte bound, dropping the least recently used first', async () => {
    const cache = new ReadCache({ maxBytesPerRegion: 250, ttlMs: 60_000 });
    const r = cache.region('r', ['x.']);
    // Each answer counts its bytes and its key's: 59 + 1.
    for (const key of ['a', 'b', 'c']) await r.get(key, answer(key.repeat(59)));
    await r.get('a', answer('recomputed')); // a is used again: b is now the oldest
    await r.get('d', answer('d'.repeat(59)));
    await r.get('e', answer('e'.repeat(59)));
    expect(cache.stats().bytes).toBeLessThanOrEqual(250);
    expect(r.peek('b')).toBeUndefined();
    expect(text(r.peek('a'))).toBe('a'.repeat(59));
  });

  it('never keeps an answer larger than a quarter of its bound', async () => {
    const cache = new ReadCache({ maxBytesPerRegion: 100, ttlMs: 60_000 });
    const r = cache.region('r', ['x.']);
    expect(text(await r.get('big', answer('b'.repeat(23))))).toBe('b'.repeat(23));
    expect(r.peek('big')).toBeUndefined();
    await r.get('fits', answer('f'.repeat(21)));
    expect(r.peek('fits')).toBeDefined();
  });

  it('drops answers past their time to live, and everything on clear()', async () => {
    let now = 1_000_000;
    const cache = new ReadCache({ ...options, ttlMs: 1000, now: () => now });
    const r = cache.region('r', ['x.']);
    await r.get('k', answer('1'));
    now += 999;
    expect(text(r.peek('k'))).toBe('1');
    now += 2;
    expect(r.peek('k')).toBeUndefined();
    await r.get('k', answer('2'));
    cache.clear();
    expect(r.peek('k')).toBeUndefined();
    expect(cache.stats()).toEqual({ entries: 0, bytes: 0 });
  });

  it("drops only the touched region's answers and keeps the byte count exact", async () => {
    const cache = new ReadCache(options);
    const tours = cache.region('tours', ['catalog.']);
    const content = cache.region('content', ['content.']);
    for (const key of ['a', 'b', 'c']) await tours.get(key, answer(key.repeat(9)));
    for (const key of ['x', 'y']) await content.get(key, answer(key.repeat(6)));
    expect(cache.stats()).toEqual({ entries: 5, bytes: 44 });
    cache.invalidate(['content.page.updated.v1']);
    expect(cache.stats()).toEqual({ entries: 3, bytes: 30 });
    expect(text(tours.peek('a'))).toBe('aaaaaaaaa');
    expect(content.peek('x')).toBeUndefined();
    await content.get('x', answer('again!'));
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
