import { AggregateRoot } from '../../../kernel/messaging/domain-event';
import { BusinessRuleViolation } from '../../../kernel/errors';

export interface ReviewFacts {
  readonly tourId: string;
  readonly authorName: string;
  readonly rating: number;
  readonly title: string;
  readonly content: string;
  /** As the guest wrote it ('August 2025'). */
  readonly date: string;
}

/** A guest's review of a tour: 1 to 5 stars. */
export class Review extends AggregateRoot {
  private constructor(
    readonly id: string,
    readonly tourId: string,
    readonly authorName: string,
    readonly authorInitials: string,
    readonly rating: number,
    readonly title: string,
    readonly content: string,
    readonly date: string,
    readonly createdAt: Date,
  ) {
    super();
  }

  static record(id: string, facts: ReviewFacts, now = new Date()): Review {
    if (!Number.isInteger(facts.rating) || facts.rating < 1 || facts.rating > 5) {
      throw new BusinessRuleViolation('A review rating is a whole number from 1 to 5', [{ field: 'rating', message: 'must be 1 to 5' }]);
    }
    const review = new Review(id, facts.tourId, facts.authorName, initialsOf(facts.authorName), facts.rating, facts.title, facts.content, facts.date, now);
    review.record({ name: 'catalog.review.recorded.v1', payload: { reviewId: id, tourId: facts.tourId, rating: facts.rating } });
    return review;
  }
}

/** 'Giulia M.' -> 'GM'; 'anna' -> 'A'. */
export function initialsOf(name: string): string {
  return name
    .split(/\s+/)
    .map((part) => part.replace(/[^\p{L}]/gu, '').charAt(0).toUpperCase())
    .filter(Boolean)
    .slice(0, 2)
    .join('');
}
