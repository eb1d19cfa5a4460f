import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import type { FeedEntry, ProviderFeed } from '../application/get-provider-calendar-feed/get-provider-calendar-feed.query';
import { addDays } from '../domain/booking-window';
import { VENUE_TIME_ZONE } from '../domain/response-deadline';
import type { BookingMessages } from '../messages/booking-messages';

/**
 * The venue's zone as RFC 5545 spells it: Central European Time, summer time from the last
 * Sunday of March at 02:00 to the last Sunday of October at 03:00 (the EU rule since 1996).
 */
const ROME_VTIMEZONE = [
  'BEGIN:VTIMEZONE',
  'TZID:Europe/Rome',
  'X-LIC-LOCATION:Europe/Rome',
  'BEGIN:DAYLIGHT',
  'TZOFFSETFROM:+0100',
  'TZOFFSETTO:+0200',
  'TZNAME:CEST',
  'DTSTART:19700329T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU',
  'END:DAYLIGHT',
  'BEGIN:STANDARD',
  'TZOFFSETFROM:+0200',
  'TZOFFSETTO:+0100',
  'TZNAME:CET',
  'DTSTART:19701025T030000',
  'RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU',
  'END:STANDARD',
  'END:VTIMEZONE',
].join('\r\n');

const STATUS: Record<FeedEntry['status'], ICalEventStatus> = {
  confirmed: ICalEventStatus.CONFIRMED,
  pending: ICalEventStatus.TENTATIVE,
  cancelled: ICalEventStatus.CANCELLED,
};
const PREFIX: Record<FeedEntry['status'], 'feed.request' | 'feed.cancelled' | null> = { confirmed: null, pending: 'feed.request', cancelled: 'feed.cancelled' };

/** Minutes a tour lasts, read from its free-text duration ('2 hours', 'Full day (8 hours)', '90 minutes'); null when it names none. */
export function durationMinutes(duration: string): number | null {
  const hours = /(\d+(?:[.,]\d+)?)\s*(?:hours?|hrs?|h)\b/i.exec(duration);
  if (hours) return Math.round(Number(hours[1]!.replace(',', '.')) * 60);
  const minutes = /(\d+)\s*(?:minutes?|mins?)\b/i.exec(duration);
  return minutes ? Number(minutes[1]) : null;
}

/** 'YYYY-MM-DDTHH:MM:00' plus minutes, still on the venue's wall clock (a zone's own change of hour is the reader's to apply). */
function wallClockPlus(date: string, time: string, minutes: number): string {
  const [h, m] = time.split(':').map(Number) as [number, number];
  const total = h * 60 + m + minutes;
  const day = addDays(date, Math.floor(total / 1440));
  const rest = total % 1440;
  return `${day}T${String(Math.floor(rest / 60)).padStart(2, '0')}:${String(rest % 60).padStart(2, '0')}:00`;
}

/**
 * The provider's requests as an iCalendar (RFC 5545): confirmed ones CONFIRMED, pending ones
 * TENTATIVE, cancelled ones CANCELLED (so a subscribed calendar drops them), timed on the
 * venue's clock with its VTIMEZONE when the request has a start time, else all-day. Its words
 * are in the provider's language (`m`).
 */
export function providerCalendar(feed: ProviderFeed, m: BookingMessages): string {
  const calendar = ical({
    name: m.t('feed.name', { provider: feed.providerName }),
    prodId: { company: 'Costiera', product: 'Provider calendar', language: m.language.toUpperCase() },
    method: ICalCalendarMethod.PUBLISH,
    ttl: 15 * 60,
  });
  calendar.timezone({ name: VENUE_TIME_ZONE, generator: (zone) => (zone === 'Europe/Rome' ? ROME_VTIMEZONE : null) });
  for (const e of feed.entries) {
    const minutes = durationMinutes(e.duration);
    const prefix = PREFIX[e.status];
    const summary = `${prefix ? m.t(prefix) : ''}${e.tourTitle}, ${m.people(e.people)}, ${e.customerName}`;
    const description = [
      `${e.customerName}, ${m.people(e.people)}`,
      m.t('feed.email', { email: e.customerEmail }),
      ...(e.customerPhone ? [m.t('feed.phone', { phone: e.customerPhone })] : []),
      ...(e.message ? [m.t('feed.specialRequests', { message: e.message })] : []),
      m.t('feed.reference', { reference: e.reference }),
    ].join('\n');
    const common = {
      id: `${e.id}@costiera`,
      summary,
      description,
      location: e.meetingPoint,
      status: STATUS[e.status],
      stamp: e.updatedAt,
      created: e.createdAt,
      lastModified: e.updatedAt,
    };
    if (e.departure) {
      calendar.createEvent({
        ...common,
        start: `${e.date}T${e.departure}:00`,
        ...(minutes ? { end: wallClockPlus(e.date, e.departure, minutes) } : {}),
        timezone: VENUE_TIME_ZONE,
      });
    } else {
      calendar.createEvent({ ...common, start: e.date, end: addDays(e.date, 1), allDay: true });
    }
  }
  return calendar.toString();
}
