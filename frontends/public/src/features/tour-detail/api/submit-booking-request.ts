import { useState } from 'react';
import type { bookings } from '@costiera/contracts';
import { api } from '../../../api/load-api';
import type { BookingRequestInput } from '../../../api/calls';

export type { BookingRequestInput };
export type BookingReceipt = bookings.BookingRequestReceipt;

/**
 * Sends booking requests; `sending` is true while one is on its way. `key` is the request's
 * Idempotency-Key: sent again with the same key, the request is answered, not stored twice.
 */
export function useSubmitBookingRequest() {
  const [sending, setSending] = useState(false);
  const send = async (body: BookingRequestInput, key: string): Promise<BookingReceipt> => {
    setSending(true);
    try {
      return await api().then((calls) => calls.submitBookingRequest(body, key));
    } finally {
      setSending(false);
    }
  };
  return { sending, send };
}
