import type { media } from '@costiera/contracts';
import { Query } from '../../../../kernel/cqrs/query-bus';

/** One uploaded photo as the back office sees it, or null when there is no such photo. */
export class GetPhoto extends Query<media.Photo | null> {
  constructor(readonly id: string) {
    super();
  }
}
