import { useQuery } from '@tanstack/react-query';
import { call } from '@costiera/kit';
import { audit } from '@costiera/contracts';
import { adminKeys } from './query-keys';

/** An item's own history (its trail entries, and a request's decisions), newest first. */
export function useItemHistory(id: string | undefined) {
  return useQuery({
    queryKey: [...adminKeys.activity, 'item', id],
    queryFn: ({ signal }) => call(audit.itemHistory, { params: { id: id! }, signal }),
    enabled: id !== undefined,
    // Fresh each time a form opens: a change made elsewhere (another admin, a provider's answer) is history too.
    refetchOnMount: 'always',
  });
}
