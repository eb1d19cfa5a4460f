import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '@costiera/kit';
import { audit } from '@costiera/contracts';
import { adminKeys } from '../../../shared/query-keys';

export const ACTIVITY_PAGE_SIZE = 20;

export interface ActivityFilters {
  person?: string;
  kind?: (typeof audit.AUDIT_KINDS)[number];
  action?: (typeof audit.AUDIT_ACTIONS)[number];
  /** YYYY-MM-DD, inclusive. */
  from?: string;
  to?: string;
}

/** The Activity list: the trail and the requests' decisions, newest first, one page at a time. */
export function useActivity(page: number, filters: ActivityFilters) {
  return useQuery({
    queryKey: [...adminKeys.activity, 'list', page, filters],
    queryFn: ({ signal }) => call(audit.listActivity, { query: { page, limit: ACTIVITY_PAGE_SIZE, ...filters }, signal }),
    placeholderData: keepPreviousData,
    // The trail grows with every action anyone takes: opening the page reads it anew.
    refetchOnMount: 'always',
  });
}

/** Everyone the trail names, for the person filter. */
export function useActivityPeople() {
  return useQuery({
    queryKey: [...adminKeys.activity, 'people'],
    queryFn: ({ signal }) => call(audit.activityPeople, { signal }),
    refetchOnMount: 'always',
  });
}
