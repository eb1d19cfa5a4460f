/**
 * The demo tours' calendars: the group boat trips sail April to October, a family kitchen rests
 * on Sundays, the farm's cooking class runs twice a day for twelve, and a few days in the coming
 * weeks are closed. Tours not named here take requests every day, as a tour without a calendar does.
 *
 * The tours listed first (highest rated) and the private boats out of Sorrento and Naples stay
 * open all year: the browser tests book them on whatever day they run.
 */
export interface DemoCalendar {
  readonly tourKey: string;
  readonly seasons: ReadonlyArray<{ readonly from: string; readonly to: string }>;
  /** ISO weekdays, 1 Monday to 7 Sunday. */
  readonly weekdays: readonly number[];
  readonly capacity: number | null;
  readonly cutoffHours: number | null;
  readonly departures: readonly string[];
}

const EVERY_DAY = [1, 2, 3, 4, 5, 6, 7];
const SAILING_SEASON = [{ from: '04-01', to: '10-31' }];

const calendar = (tourKey: string, facts: Partial<Omit<DemoCalendar, 'tourKey'>>): DemoCalendar => ({
  tourKey,
  seasons: [],
  weekdays: EVERY_DAY,
  capacity: null,
  cutoffHours: null,
  departures: [],
  ...facts,
});

export const DEMO_CALENDARS: DemoCalendar[] = [
  // The group boat trips: April to October, a boat's worth of seats a day.
  calendar('positano-amalfi-shared-boat', { seasons: SAILING_SEASON, capacity: 14 }),
  calendar('capri-small-group-boat-from-sorrento', { seasons: SAILING_SEASON, capacity: 12 }),
  calendar('capri-island-cruise-swim', { seasons: SAILING_SEASON, capacity: 20, departures: ['09:30', '14:30'] }),
  calendar('amalfi-sunset-group-cruise', { seasons: SAILING_SEASON, capacity: 20 }),
  calendar('naples-to-capri-boat-day', { seasons: SAILING_SEASON, capacity: 20 }),
  calendar('positano-grottoes-li-galli', { seasons: SAILING_SEASON, capacity: 12, departures: ['09:00', '14:00'] }),
  calendar('procida-ischia-island-hopping', { seasons: SAILING_SEASON, capacity: 16 }),
  // Private boats on the Amalfi side: the same season.
  calendar('amalfi-private-speedboat', { seasons: SAILING_SEASON }),
  calendar('amalfi-coast-private-boat-from-positano', { seasons: SAILING_SEASON }),
  calendar('capri-gozzo-private-tour', { seasons: [{ from: '05-01', to: '10-15' }] }),
  // A family kitchen: closed on Sundays.
  calendar('amalfi-nonna-home-cooking', { weekdays: [1, 2, 3, 4, 5, 6], capacity: 8 }),
  // The farm's class twice a day for twelve; the farm shops the day before, so requests close a day ahead.
  calendar('sorrento-farmhouse-cooking', { capacity: 12, departures: ['10:00', '17:00'], cutoffHours: 24 }),
  calendar('limoncello-mozzarella-tasting', { capacity: 12 }),
  calendar('positano-terrace-pasta-tiramisu', { capacity: 10 }),
  calendar('naples-pizza-masterclass', { capacity: 14, departures: ['11:00', '18:30'] }),
];

/** Days staff closed in the coming weeks (days after the seed's day), with the reason staff see. */
export const DEMO_CLOSED_DAYS: ReadonlyArray<{ readonly tourKey: string; readonly daysFromToday: readonly number[]; readonly reason: string }> = [
  { tourKey: 'naples-pizza-masterclass', daysFromToday: [7], reason: 'The pizzeria is closed for a private event' },
  { tourKey: 'amalfi-coast-drive-private', daysFromToday: [3, 4], reason: 'Our driver is at a family wedding' },
];
