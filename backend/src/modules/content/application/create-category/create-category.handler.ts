import { randomUUID } from 'node:crypto';
import { injectable } from 'inversify';
import type { CommandHandler } from '../../../../kernel/cqrs/command-bus';
import type { UnitOfWork } from '../../../../kernel/cqrs/unit-of-work';
import { Category } from '../../domain/category';
import { assertCategorySlugFree, flushCategory } from '../category-slug';
import type { CreateCategory } from './create-category.command';
import { auditContent, categoryView } from '../content-audit';

@injectable()
export class CreateCategoryHandler implements CommandHandler<CreateCategory, string> {
  async execute(command: CreateCategory, uow: UnitOfWork): Promise<string> {
    await assertCategorySlugFree(uow.em, command.facts.type, command.facts.slug, null);
    const category = Category.create(command.id ?? randomUUID(), command.facts);
    uow.em.persist(category);
    auditContent(uow, 'category', { id: category.id, label: category.name }, 'create', null, categoryView(category));
    await flushCategory(uow.em, command.facts);
    return category.id;
  }
}
