import { inject, injectable } from 'inversify';
import type { CommandHandler } from '../../../../kernel/cqrs/command-bus';
import type { UnitOfWork } from '../../../../kernel/cqrs/unit-of-work';
import { Conflict, NotFound } from '../../../../kernel/errors';
import { constraintViolation, isUuid } from '../../../../kernel/database/postgres';
import { CategorySchema } from '../../infrastructure/content.schema';
import { CategoryUsageCounter } from '../category-usage';
import type { DeleteCategory } from './delete-category.command';
import { auditContent, categoryView } from '../content-audit';

/**
 * A category in use cannot be deleted (SPEC section 3): 409 naming how many items use it.
 * The count gives the message; the `on delete restrict` foreign keys still guard a race.
 */
@injectable()
export class DeleteCategoryHandler implements CommandHandler<DeleteCategory, void> {
  constructor(@inject(CategoryUsageCounter) private readonly usage: CategoryUsageCounter) {}

  async execute(command: DeleteCategory, uow: UnitOfWork): Promise<void> {
    const category = isUuid(command.id) ? await uow.em.findOne(CategorySchema, { id: command.id }) : null;
    if (!category) throw new NotFound('Category not found');
    const used = await this.usage.countOne(category.id, category.type);
    if (used > 0) throw this.inUse(category.type, used);
    category.markDeleted();
    auditContent(uow, 'category', { id: category.id, label: category.name }, 'delete', categoryView(category), null);
    uow.em.remove(category);
    try {
      await uow.em.flush();
    } catch (err) {
      if (constraintViolation(err)?.kind === 'foreign-key') {
        throw this.inUse(category.type, Math.max(1, await this.usage.countOne(category.id, category.type)));
      }
      throw err;
    }
  }

  private inUse(type: string, n: number): Conflict {
    return new Conflict(`This category is used by ${this.usage.describe(type, n)}. Move ${n === 1 ? 'it' : 'them'} to another category before deleting it.`);
  }
}
