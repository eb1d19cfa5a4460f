import { useQueryClient } from '@tanstack/react-query';
import { adminKeys, type AdminSection } from './query-keys';

/**
 * After a save or delete: refresh the changed sections, the dashboard stats, the header
 * search and the activity. Categories come along whenever content changes because they show a usage count;
 * tours and providers come along with each other (a provider's tour count, a tour's provider contact).
 */
export function useRefreshAfterChange(): (...sections: AdminSection[]) => Promise<void> {
  const queryClient = useQueryClient();
  return async (...sections) => {
    const touched = new Set<AdminSection>(sections);
    if (touched.has('tours') || touched.has('articles') || touched.has('pages')) touched.add('categories');
    if (touched.has('tours')) touched.add('providers');
    else if (touched.has('providers')) touched.add('tours');
    await Promise.all([
      ...[...touched].map((section) => queryClient.invalidateQueries({ queryKey: adminKeys[section] })),
      queryClient.invalidateQueries({ queryKey: adminKeys.dashboardStats }),
      queryClient.invalidateQueries({ queryKey: adminKeys.search }),
      // Every save is an entry of the audit trail: the Activity list and the items' histories are stale.
      queryClient.invalidateQueries({ queryKey: adminKeys.activity }),
    ]);
  };
}
