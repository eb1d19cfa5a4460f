import { EntitySchema } from '@mikro-orm/core';
import { BookingRequest } from '../domain/booking-request';

export const BookingRequestSchema = new EntitySchema<BookingRequest>({
  class: BookingRequest,
  tableName: 'booking_requests',
  schema: 'bookings',
  properties: {
    id: { type: 'uuid', primary: true },
    tourId: { type: 'uuid', fieldName: 'tour_id' },
    customerName: { type: 'text', fieldName: 'customer_name' },
    customerEmail: { type: 'text', fieldName: 'customer_email' },
    customerPhone: { type: 'text', fieldName: 'customer_phone', nullable: true },
    // A calendar date; the driver reads `date` columns as 'YYYY-MM-DD' text.
    date: { type: 'string', columnType: 'date' },
    people: { type: 'integer' },
    message: { type: 'text', nullable: true },
    status: { type: 'text' },
    createdAt: { type: 'Date', fieldName: 'created_at' },
    updatedAt: { type: 'Date', fieldName: 'updated_at' },
  },
});
