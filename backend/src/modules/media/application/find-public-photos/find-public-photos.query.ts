import type { media } from '@costiera/contracts';
import { Query } from '../../../../kernel/cqrs/query-bus';

/**
 * The uploaded photos among `urls` (what a tour's `images` or an article's `featured_image`
 * holds), keyed by url, as a page in `language` shows them. Other URLs (pasted ones, unknown
 * photos) are absent. Part of the facade.
 */
export class FindPublicPhotos extends Query<Map<string, media.PublicPhoto>> {
  constructor(
    readonly urls: readonly string[],
    readonly language: string,
  ) {
    super();
  }
}
