import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, call } from '@costiera/kit';
import { identity } from '@costiera/contracts';
import { adminKeys } from './query-keys';

export type CurrentUser = identity.CurrentUser;

/** The signed-in admin, or null: a 401 from the current-user call means nobody is signed in. */
export const currentUserQuery = queryOptions({
  queryKey: adminKeys.user,
  queryFn: async ({ signal }): Promise<CurrentUser | null> => {
    try {
      return await call(identity.currentUser, { signal });
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) return null;
      throw error;
    }
  },
});

export function useCurrentUser() {
  return useQuery(currentUserQuery);
}
