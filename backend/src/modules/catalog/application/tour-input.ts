import type { TourFacts } from '../domain/tour';

/** Fields a tour body may leave out: defaults on create, unchanged on update. */
type Defaulted = 'currency' | 'providerRating' | 'images' | 'included' | 'notIncluded' | 'isPrivate' | 'freeCancellation';

/**
 * A tour as the admin form sends it. `additionalInfo` is null when the form leaves it empty
 * (clearing it on update).
 */
export type TourInput = Omit<TourFacts, Defaulted> & Partial<Pick<TourFacts, Defaulted>>;

/** The admin form's defaults (SPEC section 3): EUR, provider rating '0', switches off, empty lists. */
export const TOUR_DEFAULTS: Pick<TourFacts, Defaulted> = {
  currency: 'EUR',
  providerRating: '0.0',
  images: [],
  included: [],
  notIncluded: [],
  isPrivate: false,
  freeCancellation: false,
};

export function withDefaults(input: TourInput, current: Pick<TourFacts, Defaulted> = TOUR_DEFAULTS): TourFacts {
  const out = { ...input } as Record<string, unknown>;
  for (const key of Object.keys(TOUR_DEFAULTS) as Defaulted[]) if (out[key] === undefined) out[key] = current[key];
  return out as unknown as TourFacts;
}
