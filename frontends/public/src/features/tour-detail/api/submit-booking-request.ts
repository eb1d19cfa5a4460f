import { useMutation, useQueryClient } from '@tanstack/react-query';
import { bookings, type BodyInputOf } from '@costiera/contracts';
import { call, queryKeys } from '@costiera/kit';

export type BookingRequestInput = BodyInputOf<typeof bookings.submitBookingRequest>;

export function submitBookingRequest(body: BookingRequestInput) {
  return call(bookings.submitBookingRequest, { body });
}

/** Sends a booking request; the staff's cached request list and dashboard numbers are then out of date. */
export function useSubmitBookingRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitBookingRequest,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.bookingRequests }),
        queryClient.invalidateQueries({ queryKey: queryKeys.dashboardStats }),
      ]);
    },
  });
}
