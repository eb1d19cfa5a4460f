import type { ReactNode } from 'react';
import { act, renderHook, waitFor } from '@testing-library/react';
import { QueryCache } from './query-cache';
import { QueryCacheProvider, useQuery } from './use-query';

function withCache(cache: QueryCache) {
  return function Wrapper({ children }: { children: ReactNode }) {
    return <QueryCacheProvider cache={cache}>{children}</QueryCacheProvider>;
  };
}

const toursOf = (search: string) => ({ queryKey: ['tours', 'list', { search }], queryFn: jest.fn(async () => [`${search} tour`]) });

describe('useQuery', () => {
  it('fetches a query without an answer once mounted, pending until the answer arrives', async () => {
    const query = toursOf('capri');
    const { result } = renderHook(() => useQuery(query), { wrapper: withCache(new QueryCache()) });
    expect(result.current.isPending).toBe(true);
    await waitFor(() => expect(result.current.data).toEqual(['capri tour']));
    expect(query.queryFn).toHaveBeenCalledTimes(1);
  });

  it('renders the answers a server-rendered page carried at once, and fetches nothing', async () => {
    const cache = new QueryCache([{ key: ['tours', 'list', { search: 'capri' }], status: 'success', data: ['from the page'] }]);
    const query = toursOf('capri');
    const { result } = renderHook(() => useQuery(query), { wrapper: withCache(cache) });
    expect(result.current.data).toEqual(['from the page']);
    await act(async () => {});
    expect(query.queryFn).not.toHaveBeenCalled();
  });

  it('keeps the previous answer on screen while a new key loads, when asked to', async () => {
    const cache = new QueryCache([{ key: ['tours', 'list', { search: 'capri' }], status: 'success', data: ['capri tour'] }]);
    let release: () => void = () => {};
    const amalfi = { queryKey: ['tours', 'list', { search: 'amalfi' }], queryFn: () => new Promise<string[]>((resolve) => (release = () => resolve(['amalfi tour']))) };
    const { result, rerender } = renderHook(({ query, keep }) => useQuery(query, { keepPreviousData: keep }), {
      wrapper: withCache(cache),
      initialProps: { query: toursOf('capri') as { queryKey: unknown[]; queryFn: () => Promise<string[]> }, keep: true },
    });
    rerender({ query: amalfi, keep: true });
    expect(result.current).toMatchObject({ isPending: false, data: ['capri tour'] });
    rerender({ query: amalfi, keep: false });
    expect(result.current).toMatchObject({ isPending: true, data: undefined });
    await act(async () => release());
    expect(result.current).toMatchObject({ isPending: false, data: ['amalfi tour'] });
  });

  it('shows a failure, and asks again on refetch', async () => {
    const failing = jest.fn().mockRejectedValueOnce(new Error('503: Down')).mockResolvedValueOnce(['capri tour']);
    const { result } = renderHook(() => useQuery({ queryKey: ['tours'], queryFn: failing }), { wrapper: withCache(new QueryCache()) });
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error?.message).toBe('503: Down');
    await act(() => result.current.refetch());
    expect(result.current.data).toEqual(['capri tour']);
    expect(failing).toHaveBeenCalledTimes(2);
  });
});
