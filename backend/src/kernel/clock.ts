/** What time it is, asked of one object so tests can move time forward instead of sleeping. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/**
 * A clock that shows `start` when made and then runs on in real time (CLOCK_START: tests and
 * demos see the site as it is at a chosen hour, timers and TTLs still pass at the usual rate).
 */
export function clockStartingAt(start: Date): Clock {
  const offsetMs = start.getTime() - Date.now();
  return { now: () => new Date(Date.now() + offsetMs) };
}
