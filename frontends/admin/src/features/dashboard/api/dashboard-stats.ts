import { useQuery } from '@tanstack/react-query';
import type { IntlShape } from 'react-intl';
import { call } from '@costiera/kit';
import { reporting } from '@costiera/contracts';
import { adminKeys } from '../../../shared/query-keys';
import { durationMessages as m } from '../messages';

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
export function formatMinutes(intl: IntlShape, minutes: number): string {
  if (minutes < 1) return intl.formatMessage(m.underAMinute);
  const total = Math.round(minutes);
  if (total < 60) return intl.formatMessage(m.minutes, { minutes: total });
  const hours = Math.floor(total / 60);
  if (hours < 24) return total % 60 ? intl.formatMessage(m.hoursMinutes, { hours, minutes: total % 60 }) : intl.formatMessage(m.hours, { hours });
  const days = Math.floor(hours / 24);
  return hours % 24 ? intl.formatMessage(m.daysHours, { days, hours: hours % 24 }) : intl.formatMessage(m.days, { days });
}
