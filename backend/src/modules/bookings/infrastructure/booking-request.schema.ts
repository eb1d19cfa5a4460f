import { EntitySchema } from '@mikro-orm/core';
import { BookingRequest } from '../domain/booking-request';

export const BookingRequestSchema = new EntitySchema<BookingRequest>({
  class: BookingRequest,
  tableName: 'booking_requests',
  schema: 'bookings',
  properties: {
    id: { type: 'uuid', primary: true },
    reference: { type: 'text' },
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
    decidedBy: { type: 'text', fieldName: 'decided_by', nullable: true },
    decidedByUsername: { type: 'text', fieldName: 'decided_by_username', nullable: true },
    decidedAt: { type: 'Date', fieldName: 'decided_at', nullable: true },
    decisionReason: { type: 'text', fieldName: 'decision_reason', nullable: true },
    proposedDate: { type: 'string', columnType: 'date', fieldName: 'proposed_date', nullable: true },
    proposalNote: { type: 'text', fieldName: 'proposal_note', nullable: true },
    respondBy: { type: 'Date', fieldName: 'respond_by', nullable: true },
    firstReminderAt: { type: 'Date', fieldName: 'first_reminder_at', nullable: true },
    lastReminderAt: { type: 'Date', fieldName: 'last_reminder_at', nullable: true },
    remindersSent: { type: 'smallint', fieldName: 'reminders_sent' },
    departure: { type: 'text', nullable: true },
    confirmationNote: { type: 'text', fieldName: 'confirmation_note', nullable: true },
    language: { type: 'text' },
    personalDataErasedAt: { type: 'Date', fieldName: 'personal_data_erased_at', nullable: true },
  },
});
