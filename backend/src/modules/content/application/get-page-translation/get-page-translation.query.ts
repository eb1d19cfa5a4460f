import type { content } from '@costiera/contracts';
import { Query } from '../../../../kernel/cqrs/query-bus';

/** A page's translation into `language` (null when none yet), its state, and the English beside it; null for an unknown page. */
export class GetPageTranslation extends Query<content.AdminPageTranslation | null> {
  constructor(
    readonly pageId: string,
    readonly language: string,
  ) {
    super();
  }
}
