import { Query } from '../../../../kernel/cqrs/query-bus';
import type { AdminTourFilter } from '../list-admin-tours/list-admin-tours.query';

/** A tour as the export writes it. */
export interface TourExportRow {
  readonly id: string;
  readonly title: string;
  /** The category's name ('' when it has none). */
  readonly category: string;
  readonly location: string;
  readonly duration: string;
  readonly price_from: string;
  readonly currency: string;
  readonly max_passengers: number;
  readonly provider_name: string;
  readonly provider_id: string;
  readonly rating: string;
  readonly review_count: number;
  readonly is_private: boolean;
  readonly free_cancellation: boolean;
  readonly created_at: string;
}

/** Every tour the admin list's filter matches, newest first, in batches read as the consumer asks. */
export class ExportTours extends Query<AsyncIterable<readonly TourExportRow[]>> {
  constructor(readonly filter: Omit<AdminTourFilter, 'page' | 'limit'>) {
    super();
  }
}
