import { useState } from 'react';
import { announceStaleData, queryKeys } from '@costiera/kit';
import { api } from '../../../api/load-api';
import type { BookingRequestInput } from '../../../api/calls';

export type { BookingRequestInput };

/**
 * Sends booking requests; `sending` is true while one is on its way. Once one is stored, the
 * staff's cached request lists and dashboard numbers are out of date (the admin remote refreshes them).
 */
export function useSubmitBookingRequest() {
  const [sending, setSending] = useState(false);
  const send = async (body: BookingRequestInput): Promise<void> => {
    setSending(true);
    try {
      await api().then((calls) => calls.submitBookingRequest(body));
      announceStaleData(queryKeys.bookingRequests, queryKeys.dashboardStats);
    } finally {
      setSending(false);
    }
  };
  return { sending, send };
}
