import { injectable } from 'inversify';
import type { CommandHandler } from '../../../../kernel/cqrs/command-bus';
import type { UnitOfWork } from '../../../../kernel/cqrs/unit-of-work';
import { NotFound } from '../../../../kernel/errors';
import { isUuid } from '../../../../kernel/database/postgres';
import { ArticleSchema } from '../../infrastructure/content.schema';
import type { DeleteArticle } from './delete-article.command';
import { auditContent, articleView } from '../content-audit';

@injectable()
export class DeleteArticleHandler implements CommandHandler<DeleteArticle, void> {
  async execute(command: DeleteArticle, uow: UnitOfWork): Promise<void> {
    const article = isUuid(command.id) ? await uow.em.findOne(ArticleSchema, { id: command.id }) : null;
    if (!article) throw new NotFound('Article not found');
    article.markDeleted();
    auditContent(uow, 'article', { id: article.id, label: article.title }, 'delete', articleView(article), null);
    uow.em.remove(article);
  }
}
