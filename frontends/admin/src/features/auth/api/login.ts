import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@costiera/kit';
import { identity } from '@costiera/contracts';
import { adminKeys } from '../../../shared/query-keys';

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: identity.LoginBody) => call(identity.login, { body }),
    onSuccess: (user) => {
      // A new session: nothing cached for a previous one may leak into it.
      queryClient.removeQueries({ queryKey: adminKeys.all });
      queryClient.setQueryData(adminKeys.user, user);
    },
  });
}
