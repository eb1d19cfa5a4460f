import { useState } from 'react';
import { announceStaleData, queryKeys } from '@costiera/kit';
import type { bookings } from '@costiera/contracts';
import { api } from '../../../api/load-api';
import type { BookingRequestInput } from '../../../api/calls';

export type { BookingRequestInput };
export type BookingReceipt = bookings.BookingRequestReceipt;

/**
 * Sends booking requests; `sending` is true while one is on its way. `key` is the request's
 * Idempotency-Key: sent again with the same key, the request is answered, not stored twice.
 * Once one is stored, the staff's cached request lists and dashboard numbers are out of date
 * (the admin remote refreshes them).
 */
export function useSubmitBookingRequest() {
  const [sending, setSending] = useState(false);
  const send = async (body: BookingRequestInput, key: string): Promise<BookingReceipt> => {
    setSending(true);
    try {
      const receipt = await api().then((calls) => calls.submitBookingRequest(body, key));
      announceStaleData(queryKeys.bookingRequests, queryKeys.dashboardStats);
      return receipt;
    } finally {
      setSending(false);
    }
  };
  return { sending, send };
}
