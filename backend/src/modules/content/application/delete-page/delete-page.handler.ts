import { injectable } from 'inversify';
import type { CommandHandler } from '../../../../kernel/cqrs/command-bus';
import type { UnitOfWork } from '../../../../kernel/cqrs/unit-of-work';
import { NotFound } from '../../../../kernel/errors';
import { isUuid } from '../../../../kernel/database/postgres';
import { PageSchema } from '../../infrastructure/content.schema';
import type { DeletePage } from './delete-page.command';
import { auditContent, pageView } from '../content-audit';

@injectable()
export class DeletePageHandler implements CommandHandler<DeletePage, void> {
  async execute(command: DeletePage, uow: UnitOfWork): Promise<void> {
    const page = isUuid(command.id) ? await uow.em.findOne(PageSchema, { id: command.id }) : null;
    if (!page) throw new NotFound('Page not found');
    page.markDeleted();
    auditContent(uow, 'page', { id: page.id, label: page.title }, 'delete', pageView(page), null);
    uow.em.remove(page);
  }
}
