import { injectable } from 'inversify';
import type { CommandHandler } from '../../../../kernel/cqrs/command-bus';
import type { UnitOfWork } from '../../../../kernel/cqrs/unit-of-work';
import { NotFound } from '../../../../kernel/errors';
import { isUuid } from '../../../../kernel/database/postgres';
import { PageSchema } from '../../infrastructure/content.schema';
import { assertCategoryOfType } from '../category-reference';
import { assertContentSlugFree, flushContent } from '../content-slug';
import type { UpdatePage } from './update-page.command';
import { auditContent, pageView } from '../content-audit';

@injectable()
export class UpdatePageHandler implements CommandHandler<UpdatePage, void> {
  async execute(command: UpdatePage, uow: UnitOfWork): Promise<void> {
    const page = isUuid(command.id) ? await uow.em.findOne(PageSchema, { id: command.id }) : null;
    if (!page) throw new NotFound('Page not found');
    const { facts } = command;
    await assertCategoryOfType(uow.em, facts.categoryId, 'page', 'categoryId');
    await assertContentSlugFree(uow.em, 'page', facts.slug, page.id);
    const before = pageView(page);
    page.update({ ...facts, published: facts.published ?? page.published });
    auditContent(uow, 'page', { id: page.id, label: page.title }, 'update', before, pageView(page));
    await flushContent(uow.em, 'page', facts.slug);
  }
}
