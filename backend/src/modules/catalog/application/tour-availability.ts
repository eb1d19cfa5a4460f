/**
 * What the catalogue's list asks about dates, answered by the module that keeps tours'
 * calendars and requests (bound under TOUR_AVAILABILITY; without a binding every tour is open).
 */
export interface TourAvailabilityPort {
  /**
   * Per tour, the first day a party of `people` can request now; with `onDate`, that day when it
   * can be requested, else null.
   */
  firstRequestableDates(tourIds: readonly string[], people: number, onDate?: string): Promise<ReadonlyMap<string, string | null>>;
}

export const TOUR_AVAILABILITY = Symbol.for('catalog.TourAvailability');
