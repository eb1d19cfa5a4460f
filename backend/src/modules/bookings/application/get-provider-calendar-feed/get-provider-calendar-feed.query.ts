import { Query } from '../../../../kernel/cqrs/query-bus';
import type { BookingStatus } from '../../domain/booking-request';

/** One request as the provider's calendar shows it. */
export interface FeedEntry {
  readonly id: string;
  readonly reference: string;
  readonly tourTitle: string;
  readonly meetingPoint: string;
  readonly duration: string;
  /** YYYY-MM-DD, the venue's calendar. */
  readonly date: string;
  /** 'HH:MM' on the venue's clock; null: an all-day entry. */
  readonly departure: string | null;
  readonly people: number;
  readonly customerName: string;
  readonly customerEmail: string;
  readonly customerPhone: string | null;
  readonly message: string | null;
  /** A pending request past its answer time counts as cancelled (the sweep is about to cancel it). */
  readonly status: BookingStatus;
  readonly createdAt: Date;
  readonly updatedAt: Date;
}

export interface ProviderFeed {
  readonly providerId: string;
  /** The directory's name, else the name the tours give. */
  readonly providerName: string;
  /** The languages the directory lists for the provider ('Italian', 'English'); the feed's words are in the first the site has. */
  readonly providerLanguages: readonly string[];
  readonly entries: readonly FeedEntry[];
}

/** The requests for a provider's tours, opened by their feed token; null for an unknown or replaced token. */
export class GetProviderCalendarFeed extends Query<ProviderFeed | null> {
  constructor(readonly token: string) {
    super();
  }
}
