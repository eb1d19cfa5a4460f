import type * as t from 'io-ts';
import type { catalog } from '@costiera/contracts';

/** What the tour form holds: camelCase, numbers as the inputs give them (possibly empty). */
export interface TourFormValues {
  title: string;
  shortDescription: string;
  description: string;
  additionalInfo: string;
  location: string;
  duration: string;
  maxPassengers: number | string | null;
  meetingPoint: string;
  isPrivate: boolean;
  freeCancellation: boolean;
  images: string[];
  included: string[];
  notIncluded: string[];
  categoryId: string | undefined;
  priceFrom: string | number | null;
  currency: string;
  providerName: string;
  providerId: string;
  providerRating: string | number | null;
  /** Shown, never sent: the server computes both from the tour's reviews. */
  rating: string | number | null;
  reviewCount: number | string | null;
}

/** What the API takes: snake_case, as the contract's TourBody encodes it. */
export type TourBodyInput = t.OutputOf<typeof catalog.TourBody>;

/** SPEC section 3: the form's defaults for a new tour. */
export const NEW_TOUR_VALUES: TourFormValues = {
  title: '',
  shortDescription: '',
  description: '',
  additionalInfo: '',
  location: '',
  duration: '',
  maxPassengers: 1,
  meetingPoint: '',
  isPrivate: false,
  freeCancellation: false,
  images: [],
  included: [],
  notIncluded: [],
  categoryId: undefined,
  priceFrom: '0',
  currency: 'EUR',
  providerName: '',
  providerId: '',
  providerRating: '0',
  rating: '0',
  reviewCount: 0,
};

/** A decimal as the API wants it ('120.50'); what cannot be read as a number becomes 0. */
function decimalText(value: string | number | null, scale: number): string {
  const n = typeof value === 'number' ? value : Number(String(value ?? '').trim().replace(',', '.'));
  return (Number.isFinite(n) && String(value ?? '').trim() !== '' ? n : 0).toFixed(scale);
}

/** A whole number, with the spec's fallback for unparseable input (max passengers 1). */
function wholeNumber(value: number | string | null, fallback: number, min: number): number {
  const n = typeof value === 'number' ? Math.trunc(value) : Number.parseInt(String(value ?? ''), 10);
  return Number.isFinite(n) ? Math.max(min, n) : fallback;
}

function textItems(items: readonly string[]): string[] {
  return items.map((item) => item.trim()).filter((item) => item.length > 0);
}

/**
 * The form's camelCase values to the snake_case body of create and update. Sends only the
 * fields TourBody knows (the server rejects unknown ones, such as id, created_at or the rating
 * and review count its reviews give).
 */
export function toTourBody(values: TourFormValues): TourBodyInput {
  return {
    title: values.title.trim(),
    short_description: values.shortDescription.trim(),
    description: values.description.trim(),
    additional_info: values.additionalInfo.trim(),
    category_id: values.categoryId ?? '',
    location: values.location.trim(),
    duration: values.duration.trim(),
    max_passengers: wholeNumber(values.maxPassengers, 1, 1),
    meeting_point: values.meetingPoint.trim(),
    price_from: decimalText(values.priceFrom, 2),
    currency: values.currency as TourBodyInput['currency'] & string,
    provider_name: values.providerName.trim(),
    provider_id: values.providerId.trim(),
    provider_rating: decimalText(values.providerRating, 1),
    images: textItems(values.images),
    included: textItems(values.included),
    not_included: textItems(values.notIncluded),
    is_private: values.isPrivate,
    free_cancellation: values.freeCancellation,
  };
}

/** An existing tour (snake_case from the API) as form values. */
export function fromAdminTour(tour: catalog.AdminTour): TourFormValues {
  return {
    title: tour.title,
    shortDescription: tour.short_description,
    description: tour.description,
    additionalInfo: tour.additional_info ?? '',
    location: tour.location,
    duration: tour.duration,
    maxPassengers: tour.max_passengers,
    meetingPoint: tour.meeting_point,
    isPrivate: tour.is_private,
    freeCancellation: tour.free_cancellation,
    images: [...tour.images],
    included: [...tour.included],
    notIncluded: [...tour.not_included],
    categoryId: tour.category_id,
    priceFrom: tour.price_from,
    currency: tour.currency,
    providerName: tour.provider_name,
    providerId: tour.provider_id,
    providerRating: tour.provider_rating,
    rating: tour.rating,
    reviewCount: tour.review_count,
  };
}
