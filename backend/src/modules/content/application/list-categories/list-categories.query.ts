import type { content } from '@costiera/contracts';
import { Query } from '../../../../kernel/cqrs/query-bus';
import type { CategoryType } from '../../domain/category';

/** Every category (or those of one type), by type then name, each with its real usage count. */
export class ListCategories extends Query<content.Category[]> {
  constructor(readonly type: CategoryType | null) {
    super();
  }
}

/** One category in the admin shape (after a create or update). */
export class GetCategory extends Query<content.Category | null> {
  constructor(readonly id: string) {
    super();
  }
}
