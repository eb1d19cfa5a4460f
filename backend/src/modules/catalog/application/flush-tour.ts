import type { UnitOfWork } from '../../../kernel/cqrs/unit-of-work';
import { BusinessRuleViolation } from '../../../kernel/errors';
import { constraintViolation } from '../../../kernel/database/postgres';

/** Flushes; a category deleted between the check and the write is a 422, not a 500. */
export async function flushTour(uow: UnitOfWork): Promise<void> {
  try {
    await uow.em.flush();
  } catch (err) {
    if (constraintViolation(err)?.constraint === 'tours_category_fk') {
      throw new BusinessRuleViolation('The chosen category does not exist or is not a tour category', [
        { field: 'category_id', message: 'Category must be an existing tour category' },
      ]);
    }
    throw err;
  }
}
