import type { content } from '@costiera/contracts';
import { Query } from '../../../../kernel/cqrs/query-bus';

/** Every published article, newest first, as the articles index lists it. */
export class ListPublishedArticles extends Query<content.PublicArticleSummary[]> {}
