import { SOURCE_LANGUAGE } from '@costiera/contracts';
import { VENUE_TIME_ZONE } from '../domain/response-deadline';
import { bookingMessages } from '../messages/booking-messages';

export { VENUE_TIME_ZONE };

/**
 * Dates as the English emails write them, from the English catalogue (an email in another
 * language takes them from its own: BookingMessages).
 */
const english = () => bookingMessages(SOURCE_LANGUAGE);

/** A calendar day as the traveller chose it: '2026-12-12' -> 'Saturday 12 December 2026'. */
export const formatDay = (day: string): string => english().day(day);

/** An instant people read, on the venue's clock with the zone named: 'Sat 24 Oct 2026, 18:00 (Rome time)'. */
export const formatVenueMoment = (instant: string | Date): string => english().moment(instant);

/** The same in a sentence: 'Sat 12 May 2027 at 14:03 (Rome time)'. */
export const formatVenueMomentAt = (instant: string | Date): string => english().momentAt(instant);
