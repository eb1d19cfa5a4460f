import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '@costiera/kit';
import { catalog } from '@costiera/contracts';
import { adminKeys } from './query-keys';

/** How many directory entries a provider picker offers for one search. */
const PICKER_SIZE = 20;

/** The directory's providers matching `search` (name, id or email), for the tour form's picker. */
export function useProviderChoices(search: string) {
  const query = useQuery({
    queryKey: [...adminKeys.providers, 'choices', search],
    queryFn: async ({ signal }) => (await call(catalog.listProviders, { query: { page: 1, limit: PICKER_SIZE, search }, signal })).data,
    placeholderData: keepPreviousData,
  });
  return { providers: query.data ?? [], loading: query.isFetching };
}
