import { SOURCE_LANGUAGE, type content } from '@costiera/contracts';
import { Query } from '../../../../kernel/cqrs/query-bus';

/**
 * An article published in `language`, by its slug in that language, its Markdown rendered to
 * sanitised HTML, with the languages it is published in; null for drafts, unknown slugs, and
 * articles not published in that language.
 */
export class GetPublicArticle extends Query<content.PublicArticle | null> {
  constructor(
    readonly slug: string,
    readonly language: string = SOURCE_LANGUAGE,
  ) {
    super();
  }
}
