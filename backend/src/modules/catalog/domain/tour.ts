import { AggregateRoot } from '../../../kernel/messaging/domain-event';
import { BusinessRuleViolation } from '../../../kernel/errors';

export const CURRENCIES = ['EUR', 'USD', 'GBP'] as const;
export type Currency = (typeof CURRENCIES)[number];

/**
 * Everything an admin sets on a tour (SPEC section 3). The provider's addresses live in the
 * providers directory; the rating and review count come from the tour's reviews (the database
 * keeps them, see the TourReviewSummary migration), so no one types them in.
 */
export interface TourFacts {
  readonly title: string;
  readonly shortDescription: string;
  readonly description: string;
  readonly categoryId: string;
  readonly location: string;
  readonly duration: string;
  readonly maxPassengers: number;
  /** A decimal string with at most 8 digits before and 2 after the point. */
  readonly priceFrom: string;
  readonly currency: Currency;
  readonly images: readonly string[];
  readonly included: readonly string[];
  readonly notIncluded: readonly string[];
  readonly meetingPoint: string;
  readonly providerId: string;
  readonly providerName: string;
  readonly providerRating: string;
  readonly isPrivate: boolean;
  readonly freeCancellation: boolean;
  readonly additionalInfo: string | null;
}

const PRICE = /^\d{1,8}(\.\d{1,2})?$/;
const RATING = /^\d(\.\d)?$/;

/** A bookable experience: a boat tour, an excursion, a class, a transfer or a rental. */
export class Tour extends AggregateRoot {
  title!: string;
  shortDescription!: string;
  description!: string;
  categoryId!: string;
  location!: string;
  duration!: string;
  maxPassengers!: number;
  priceFrom!: string;
  currency!: Currency;
  images!: string[];
  included!: string[];
  notIncluded!: string[];
  meetingPoint!: string;
  providerId!: string;
  providerName!: string;
  providerRating!: string;
  isPrivate!: boolean;
  freeCancellation!: boolean;
  additionalInfo!: string | null;
  updatedAt!: Date;

  private constructor(
    readonly id: string,
    readonly createdAt: Date,
  ) {
    super();
  }

  static create(id: string, facts: TourFacts, now = new Date()): Tour {
    const tour = new Tour(id, now);
    tour.apply(facts, now);
    tour.record({ name: 'catalog.tour.created.v1', payload: { tourId: id, categoryId: facts.categoryId } });
    return tour;
  }

  update(facts: TourFacts, now = new Date()): void {
    this.apply(facts, now);
    this.record({ name: 'catalog.tour.updated.v1', payload: { tourId: this.id, categoryId: facts.categoryId } });
  }

  markDeleted(): void {
    this.record({ name: 'catalog.tour.deleted.v1', payload: { tourId: this.id } });
  }

  private apply(facts: TourFacts, now: Date): void {
    assertRules(facts);
    this.title = facts.title;
    this.shortDescription = facts.shortDescription;
    this.description = facts.description;
    this.categoryId = facts.categoryId;
    this.location = facts.location;
    this.duration = facts.duration;
    this.maxPassengers = facts.maxPassengers;
    this.priceFrom = facts.priceFrom;
    this.currency = facts.currency;
    this.images = [...facts.images];
    this.included = [...facts.included];
    this.notIncluded = [...facts.notIncluded];
    this.meetingPoint = facts.meetingPoint;
    this.providerId = facts.providerId;
    this.providerName = facts.providerName;
    this.providerRating = facts.providerRating;
    this.isPrivate = facts.isPrivate;
    this.freeCancellation = facts.freeCancellation;
    this.additionalInfo = facts.additionalInfo;
    this.updatedAt = now;
  }
}

/** SPEC sections 3 and 9: at least one passenger, a non-negative price of 10 digits with 2 decimals, a provider rating 0..5. */
function assertRules(f: TourFacts): void {
  const problems: Array<{ field: string; message: string }> = [];
  if (!Number.isInteger(f.maxPassengers) || f.maxPassengers < 1) problems.push({ field: 'max_passengers', message: 'Max passengers must be at least 1' });
  if (!PRICE.test(f.priceFrom)) problems.push({ field: 'price_from', message: 'Price from must be at least 0 with at most 8 digits before and 2 after the decimal point' });
  if (!(CURRENCIES as readonly string[]).includes(f.currency)) problems.push({ field: 'currency', message: `Currency must be one of ${CURRENCIES.join(', ')}` });
  if (!RATING.test(f.providerRating) || Number(f.providerRating) > 5) problems.push({ field: 'provider_rating', message: 'Provider rating must be between 0 and 5 with one decimal' });
  if (problems.length > 0) throw new BusinessRuleViolation(problems.map((p) => p.message).join('; '), problems);
}
