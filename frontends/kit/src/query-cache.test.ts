import { ApiError, apiStatusOf } from './api-error';
import { hashKey, QueryCache, type Query } from './query-cache';

/** A query whose answers the test releases one by one, counting the calls. */
function controlled<T>(queryKey: readonly unknown[]) {
  const pending: Array<{ resolve(value: T): void; reject(error: unknown): void }> = [];
  const queryFn = jest.fn(() => new Promise<T>((resolve, reject) => pending.push({ resolve, reject })));
  const query: Query<T> = { queryKey, queryFn };
  return { query, queryFn, answer: (value: T) => pending.shift()!.resolve(value), fail: (error: unknown) => pending.shift()!.reject(error) };
}

describe('query keys', () => {
  it('are equal when their objects have the same fields in any order (as TanStack Query compares them)', () => {
    expect(hashKey(['tours', 'list', { search: 'capri', location: 'sorrento' }])).toBe(hashKey(['tours', 'list', { location: 'sorrento', search: 'capri' }]));
    expect(hashKey(['tours', 'list', { search: 'capri' }])).not.toBe(hashKey(['tours', 'list', { search: 'amalfi' }]));
    expect(hashKey(['tours', 'detail', 't1'])).not.toBe(hashKey(['tours', 'reviews', 't1']));
  });
});

describe('the query cache', () => {
  it('asks the API once for concurrent reads of one key (single flight), and answers later reads from the cache', async () => {
    const cache = new QueryCache();
    const tours = controlled<string[]>(['tours', 'list', {}]);
    const first = cache.prefetch(tours.query);
    const second = cache.prefetch({ queryKey: ['tours', 'list', {}], queryFn: tours.query.queryFn });
    tours.answer(['capri']);
    await Promise.all([first, second]);
    await cache.prefetch(tours.query);
    expect(tours.queryFn).toHaveBeenCalledTimes(1);
    expect(cache.query(tours.query).getState()).toEqual({ status: 'success', data: ['capri'] });
  });

  it('keeps a failure as the error state, without retrying, and asks again only on refetch', async () => {
    const cache = new QueryCache();
    const tour = controlled<string>(['tours', 'detail', 't1']);
    const entry = cache.query(tour.query);
    const fetched = entry.fetch();
    tour.fail(new ApiError(503, 'Down', { error: 'internal' }));
    await expect(fetched).resolves.toBeUndefined();
    expect(entry.getState()).toEqual({ status: 'error', error: expect.objectContaining({ status: 503, message: '503: Down' }) });
    await entry.ensure();
    expect(tour.queryFn).toHaveBeenCalledTimes(1);

    const again = entry.fetch();
    tour.answer('Capri Boat Tour');
    await again;
    expect(entry.getState()).toEqual({ status: 'success', data: 'Capri Boat Tour' });
    expect(tour.queryFn).toHaveBeenCalledTimes(2);
  });

  it('tells its listeners when an answer arrives, until they stop listening', async () => {
    const cache = new QueryCache();
    const tours = controlled<string[]>(['tours']);
    const entry = cache.query(tours.query);
    const listener = jest.fn();
    const stop = entry.subscribe(listener);
    const first = entry.fetch();
    tours.answer([]);
    await first;
    expect(listener).toHaveBeenCalledTimes(1);
    stop();
    const second = entry.fetch();
    tours.answer(['capri']);
    await second;
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('lists the queries a render asked for that nobody fetched yet (the server fetches them before its next pass)', async () => {
    const cache = new QueryCache();
    const tour = controlled<string>(['tours', 'detail', 't1']);
    const reviews = controlled<string[]>(['tours', 'reviews', 't1']);
    cache.query(tour.query);
    cache.query(reviews.query);
    expect(cache.unfetched().map((q) => q.key)).toEqual([tour.query.queryKey, reviews.query.queryKey]);
    const fetching = cache.unfetched().map((q) => q.fetch());
    expect(cache.unfetched()).toEqual([]);
    tour.answer('Capri Boat Tour');
    reviews.answer([]);
    await Promise.all(fetching);
    expect(cache.unfetched()).toEqual([]);
  });

  it('carries its answers and failures into a page and back, an API error as an API error (a 404 stays a 404)', async () => {
    const server = new QueryCache();
    await server.prefetch({ queryKey: ['tours', 'list', { search: 'capri' }], queryFn: async () => [{ id: 't1' }] });
    await server.prefetch({
      queryKey: ['tours', 'detail', 'gone'],
      queryFn: async () => {
        throw new ApiError(404, 'Tour not found', { error: 'not_found', message: 'Tour not found' });
      },
    });
    await server.prefetch({
      queryKey: ['pages', 'public', 'info'],
      queryFn: async () => {
        throw new TypeError('Failed to fetch');
      },
    });
    server.query({ queryKey: ['never', 'fetched'], queryFn: async () => null });

    const page = JSON.parse(JSON.stringify(server.dehydrate())) as ReturnType<QueryCache['dehydrate']>;
    expect(page.map((q) => q.key)).toEqual([['tours', 'list', { search: 'capri' }], ['tours', 'detail', 'gone'], ['pages', 'public', 'info']]);

    const browser = new QueryCache(page);
    const neverCalled = jest.fn(async () => []);
    const list = browser.query({ queryKey: ['tours', 'list', { search: 'capri' }], queryFn: neverCalled });
    expect(list.getState()).toEqual({ status: 'success', data: [{ id: 't1' }] });
    const gone = browser.query({ queryKey: ['tours', 'detail', 'gone'], queryFn: neverCalled });
    const goneState = gone.getState();
    expect(goneState.status === 'error' && goneState.error).toBeInstanceOf(ApiError);
    expect(goneState.status === 'error' && apiStatusOf(goneState.error)).toBe(404);
    expect(goneState.status === 'error' && goneState.error.message).toBe('404: Tour not found');
    const info = browser.query({ queryKey: ['pages', 'public', 'info'], queryFn: neverCalled });
    const infoState = info.getState();
    expect(infoState.status === 'error' && apiStatusOf(infoState.error)).toBeNull();
    expect(infoState.status === 'error' && infoState.error.message).toBe('Failed to fetch');
    await Promise.all([list.ensure(), gone.ensure(), info.ensure()]);
    expect(neverCalled).not.toHaveBeenCalled();
  });

  it('on invalidate, asks again for the answers on screen under a prefix and forgets the others', async () => {
    const cache = new QueryCache();
    const june = controlled<string>(['tour-availability', 't1', '2026-06-01', '2026-06-30']);
    const july = controlled<string>(['tour-availability', 't1', '2026-07-01', '2026-07-31']);
    const other = controlled<string>(['tour-availability', 't10', '', '']);
    const shown = cache.query(june.query);
    const stop = shown.subscribe(() => undefined);
    for (const [q, answer] of [[june, 'june'], [july, 'july'], [other, 'other']] as const) {
      const done = cache.prefetch(q.query);
      q.answer(answer);
      await done;
    }

    cache.invalidate(['tour-availability', 't1']);
    expect(shown.getState()).toEqual({ status: 'success', data: 'june' });
    june.answer('june, fewer seats');
    await shown.fetch();
    expect(shown.getState()).toEqual({ status: 'success', data: 'june, fewer seats' });
    expect(june.queryFn).toHaveBeenCalledTimes(2);
    expect(cache.query(july.query).getState()).toEqual({ status: 'pending' });
    expect(cache.query(other.query).getState()).toEqual({ status: 'success', data: 'other' });
    expect(other.queryFn).toHaveBeenCalledTimes(1);
    stop();
  });
});
