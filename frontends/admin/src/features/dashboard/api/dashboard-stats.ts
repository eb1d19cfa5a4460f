import { useQuery } from '@tanstack/react-query';
import { call } from '@costiera/kit';
import { reporting } from '@costiera/contracts';
import { adminKeys } from '../../../shared/query-keys';

export function useDashboardStats() {
  return useQuery({
    queryKey: adminKeys.dashboardStats,
    queryFn: ({ signal }) => call(reporting.dashboardStats, { signal }),
  });
}
