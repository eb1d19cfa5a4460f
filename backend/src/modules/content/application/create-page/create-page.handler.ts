import { randomUUID } from 'node:crypto';
import { injectable } from 'inversify';
import type { CommandHandler } from '../../../../kernel/cqrs/command-bus';
import type { UnitOfWork } from '../../../../kernel/cqrs/unit-of-work';
import { Page } from '../../domain/page';
import { assertCategoryOfType } from '../category-reference';
import { assertContentSlugFree, flushContent } from '../content-slug';
import type { CreatePage } from './create-page.command';
import { auditContent, pageView } from '../content-audit';

@injectable()
export class CreatePageHandler implements CommandHandler<CreatePage, string> {
  async execute(command: CreatePage, uow: UnitOfWork): Promise<string> {
    const { facts } = command;
    await assertCategoryOfType(uow.em, facts.categoryId, 'page', 'categoryId');
    await assertContentSlugFree(uow.em, 'page', facts.slug, null);
    const page = Page.create(command.id ?? randomUUID(), facts);
    uow.em.persist(page);
    auditContent(uow, 'page', { id: page.id, label: page.title }, 'create', null, pageView(page));
    await flushContent(uow.em, 'page', facts.slug);
    return page.id;
  }
}
