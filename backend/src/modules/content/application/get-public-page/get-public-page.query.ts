import { SOURCE_LANGUAGE, type content } from '@costiera/contracts';
import { Query } from '../../../../kernel/cqrs/query-bus';

/**
 * A page published in `language`, its Markdown rendered to sanitised HTML, with the languages it
 * is published in; null for drafts, unknown slugs, and pages not published in that language.
 * The slug is the page's slug in `language`, or with `bySourceSlug` its English slug (the fixed
 * paths such as /info name their page by it in every language). Without it, an English slug
 * finds the page too when no page has that slug in `language` (a link written once for every
 * language, as the footer's); the answer names the page's own slug for its canonical.
 */
export class GetPublicPage extends Query<content.PublicPage | null> {
  constructor(
    readonly slug: string,
    readonly language: string = SOURCE_LANGUAGE,
    readonly bySourceSlug = false,
  ) {
    super();
  }
}
