import { inject, injectable } from 'inversify';
import type { CommandHandler } from '../../../../kernel/cqrs/command-bus';
import type { UnitOfWork } from '../../../../kernel/cqrs/unit-of-work';
import { Conflict, NotFound } from '../../../../kernel/errors';
import { isUuid } from '../../../../kernel/database/postgres';
import { CategorySchema } from '../../infrastructure/content.schema';
import { assertCategorySlugFree, flushCategory } from '../category-slug';
import { CategoryUsageCounter } from '../category-usage';
import type { UpdateCategory } from './update-category.command';
import { auditContent, categoryView } from '../content-audit';

@injectable()
export class UpdateCategoryHandler implements CommandHandler<UpdateCategory, void> {
  constructor(@inject(CategoryUsageCounter) private readonly usage: CategoryUsageCounter) {}

  async execute(command: UpdateCategory, uow: UnitOfWork): Promise<void> {
    const category = isUuid(command.id) ? await uow.em.findOne(CategorySchema, { id: command.id }) : null;
    if (!category) throw new NotFound('Category not found');
    if (category.type !== command.facts.type) {
      // Items keep their category id: changing its type would leave tours in an article category.
      const used = await this.usage.countOne(category.id, category.type);
      if (used > 0) {
        throw new Conflict(`This category is used by ${this.usage.describe(category.type, used)}; its type cannot change while it is in use`, [
          { field: 'type', message: 'cannot change while the category is in use' },
        ]);
      }
    }
    await assertCategorySlugFree(uow.em, command.facts.type, command.facts.slug, category.id);
    const before = categoryView(category);
    category.update(command.facts);
    auditContent(uow, 'category', { id: category.id, label: category.name }, 'update', before, categoryView(category));
    await flushCategory(uow.em, command.facts);
  }
}
