import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@costiera/kit';
import { identity } from '@costiera/contracts';
import { adminKeys } from '../../../shared/query-keys';

export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(identity.logout),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: adminKeys.all });
      queryClient.setQueryData(adminKeys.user, null);
    },
  });
}
