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

/** Requests expiring within 24 h and the providers' median response time; refreshed with the dashboard. */
export function useBookingWorkflowStats() {
  return useQuery({
    queryKey: [...adminKeys.dashboardStats, 'booking-workflow'],
    queryFn: ({ signal }) => call(reporting.bookingWorkflowStats, { signal }),
  });
}

/** Minutes as people say them: '42 min', '3 h 5 min', '2 d 4 h'. */
export function formatMinutes(minutes: number): string {
  if (minutes < 1) return 'under a minute';
  const m = Math.round(minutes);
  if (m < 60) return `${m} min`;
  const h = Math.floor(m / 60);
  if (h < 24) return m % 60 ? `${h} h ${m % 60} min` : `${h} h`;
  return h % 24 ? `${Math.floor(h / 24)} d ${h % 24} h` : `${Math.floor(h / 24)} d`;
}
