/** The dates the app takes requests for now, on its own clock (GET /api/booking-window). */
export interface BookingWindow {
  readonly firstDate: string;
  readonly lastDate: string;
  readonly timeZone: string;
}

export async function bookingWindow(baseUrl: string): Promise<BookingWindow> {
  const res = await fetch(`${baseUrl}/api/booking-window`);
  if (res.status !== 200) throw new Error(`GET /api/booking-window answered ${res.status}: ${await res.text()}`);
  return (await res.json()) as BookingWindow;
}

/**
 * A date the app takes a booking request for: `daysAfterFirst` days after the first requestable
 * one. Specs ask the app rather than their own clock, which may differ (CLOCK_START) and knows
 * neither the venue's time zone nor when requests close.
 */
export async function requestableDate(baseUrl: string, daysAfterFirst = 0): Promise<string> {
  const { firstDate, lastDate } = await bookingWindow(baseUrl);
  const day = new Date(`${firstDate}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + daysAfterFirst);
  const date = day.toISOString().slice(0, 10);
  if (date > lastDate) throw new Error(`${date} is after the last requestable date ${lastDate}`);
  return date;
}
