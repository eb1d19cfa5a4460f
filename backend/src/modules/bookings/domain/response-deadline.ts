/** The venue's time zone: deadlines are set and shown on the Sorrento coast's clock. */
export const VENUE_TIME_ZONE = 'Europe/Rome';

const WALL = new Intl.DateTimeFormat('en-US', {
  timeZone: VENUE_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
});

const HOUR_MS = 3_600_000;
/** Offsets by UTC hour: Rome's clock changes on a whole UTC hour, and formatting is the costly part of a day's availability. */
const offsets = new Map<number, number>();

/** How far the venue's clock is ahead of UTC at `instant`, in ms (+1 h in winter, +2 h in summer). */
function venueOffsetMs(instant: Date): number {
  const hour = Math.floor(instant.getTime() / HOUR_MS);
  const known = offsets.get(hour);
  if (known !== undefined) return known;
  const at = new Date(hour * HOUR_MS);
  const p = Object.fromEntries(WALL.formatToParts(at).map((x) => [x.type, Number(x.value)]));
  const offset = Date.UTC(p.year!, p.month! - 1, p.day!, p.hour!, p.minute!, p.second!) - at.getTime();
  if (offsets.size >= 100_000) offsets.clear();
  offsets.set(hour, offset);
  return offset;
}

/** The instant the venue's clock shows `hour`:00 on the calendar day y-m-d (m from 1). */
export function venueTime(y: number, m: number, d: number, hour: number): Date {
  const guess = Date.UTC(y, m - 1, d, hour);
  // The offset at the wall time itself (a second pass settles days when the clocks change).
  const first = guess - venueOffsetMs(new Date(guess));
  return new Date(guess - venueOffsetMs(new Date(first)));
}

/**
 * When the provider must have answered: `responseHours` after submission, but never later than
 * 18:00 venue time on the day before the requested date (the traveller must know in time).
 */
export function respondByFor(submittedAt: Date, date: string, responseHours: number): Date {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const eveBefore = venueTime(y, m, d - 1, 18);
  const byHours = new Date(submittedAt.getTime() + responseHours * 3_600_000);
  return byHours < eveBefore ? byHours : eveBefore;
}

const TWO_HOURS = 2 * 3_600_000;

/**
 * The provider's reminders: at half of the time left, and a last one two hours before the
 * deadline; a reminder that would come before the previous one (a short window) is left out.
 */
export function remindersFor(submittedAt: Date, respondBy: Date): { first: Date | null; last: Date | null } {
  const half = new Date(submittedAt.getTime() + (respondBy.getTime() - submittedAt.getTime()) / 2);
  const last = new Date(respondBy.getTime() - TWO_HOURS);
  if (respondBy <= submittedAt) return { first: null, last: null };
  if (last <= submittedAt) return { first: half, last: null };
  return { first: last > half ? half : null, last };
}
