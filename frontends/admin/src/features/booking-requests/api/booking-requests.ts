import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { call } from '@costiera/kit';
import { bookings } from '@costiera/contracts';
import { adminKeys } from '../../../shared/query-keys';
import { useRefreshAfterChange } from '../../../shared/use-refresh-after-change';

export const BOOKING_REQUESTS_PAGE_SIZE = 10;
export type StatusFilter = 'all' | bookings.BookingStatus;

export type StageFilter = 'all' | (typeof bookings.BOOKING_STAGES)[number];
export type DeciderFilter = 'all' | (typeof bookings.BOOKING_DECIDERS)[number];

/** The decision workflow's filters and the search; 'all' and '' send nothing, so the call is the spec's own. */
export interface WorkflowFilters {
  readonly stage: StageFilter;
  readonly decidedBy: DeciderFilter;
  /** A name, an email address or a booking reference. */
  readonly search?: string;
}

export function useBookingRequests(page: number, status: StatusFilter, workflow: WorkflowFilters = { stage: 'all', decidedBy: 'all' }) {
  const { stage, decidedBy } = workflow;
  const search = workflow.search?.trim() ?? '';
  return useQuery({
    queryKey: [...adminKeys.bookingRequests, { page, status, stage, decidedBy, search }],
    queryFn: ({ signal }) =>
      call(bookings.listBookingRequests, {
        query: {
          page,
          limit: BOOKING_REQUESTS_PAGE_SIZE,
          status,
          ...(stage !== 'all' ? { stage } : {}),
          ...(decidedBy !== 'all' ? { decided_by: decidedBy } : {}),
          ...(search !== '' ? { search } : {}),
        },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** The request's decision facts and history (refreshed with the list after any change). */
export function useBookingTimeline(id: string | undefined) {
  return useQuery({
    queryKey: [...adminKeys.bookingRequests, 'timeline', id],
    queryFn: ({ signal }) => call(bookings.getBookingTimeline, { params: { id: id! }, signal }),
    enabled: id !== undefined,
  });
}

export function useChangeBookingStatus() {
  const refresh = useRefreshAfterChange();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: bookings.BookingStatus }) =>
      call(bookings.changeBookingStatus, { params: { id }, body: { status } }),
    onSuccess: () => refresh('bookingRequests'),
  });
}

export function useDeleteBookingRequest() {
  const refresh = useRefreshAfterChange();
  return useMutation({
    mutationFn: (id: string) => call(bookings.deleteBookingRequest, { params: { id } }),
    onSuccess: () => refresh('bookingRequests'),
  });
}
