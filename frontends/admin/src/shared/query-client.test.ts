import { createQueryClient } from './query-client';

/** SPEC section 4: no interval or focus refetch, data never stale, no retries. */
describe('the query client', () => {
  const defaults = createQueryClient().getDefaultOptions();

  it('never refetches on an interval or on window focus', () => {
    expect(defaults.queries?.refetchInterval).toBe(false);
    expect(defaults.queries?.refetchOnWindowFocus).toBe(false);
  });

  it('keeps data fresh forever: a second read is answered from the cache', async () => {
    const client = createQueryClient();
    const fetchTours = jest.fn(async () => ['capri']);
    await client.fetchQuery({ queryKey: ['tours'], queryFn: fetchTours });
    await client.fetchQuery({ queryKey: ['tours'], queryFn: fetchTours });
    expect(fetchTours).toHaveBeenCalledTimes(1);
    expect(client.getQueryState(['tours'])?.isInvalidated).toBe(false);
    expect(defaults.queries?.staleTime).toBe(Infinity);
  });

  it('does not retry a failed query', async () => {
    const client = createQueryClient();
    const failing = jest.fn(async () => {
      throw new Error('500: down');
    });
    await expect(client.fetchQuery({ queryKey: ['down'], queryFn: failing })).rejects.toThrow('500: down');
    expect(failing).toHaveBeenCalledTimes(1);
  });

  it('does not retry a failed mutation', async () => {
    const client = createQueryClient();
    const failing = jest.fn(async () => {
      throw new Error('500: down');
    });
    const mutation = client.getMutationCache().build(client, { mutationFn: failing });
    await expect(mutation.execute(undefined)).rejects.toThrow('500: down');
    expect(failing).toHaveBeenCalledTimes(1);
  });
});
