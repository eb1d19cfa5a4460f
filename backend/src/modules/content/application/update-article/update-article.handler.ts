import { injectable } from 'inversify';
import type { CommandHandler } from '../../../../kernel/cqrs/command-bus';
import type { UnitOfWork } from '../../../../kernel/cqrs/unit-of-work';
import { NotFound } from '../../../../kernel/errors';
import { isUuid } from '../../../../kernel/database/postgres';
import { ArticleSchema } from '../../infrastructure/content.schema';
import { assertCategoryOfType } from '../category-reference';
import { assertContentSlugFree, flushContent } from '../content-slug';
import type { UpdateArticle } from './update-article.command';
import { auditContent, articleView } from '../content-audit';

@injectable()
export class UpdateArticleHandler implements CommandHandler<UpdateArticle, void> {
  async execute(command: UpdateArticle, uow: UnitOfWork): Promise<void> {
    const article = isUuid(command.id) ? await uow.em.findOne(ArticleSchema, { id: command.id }) : null;
    if (!article) throw new NotFound('Article not found');
    const { facts } = command;
    await assertCategoryOfType(uow.em, facts.categoryId, 'article', 'categoryId');
    await assertContentSlugFree(uow.em, 'article', facts.slug, article.id);
    const before = articleView(article);
    article.update({ ...facts, published: facts.published ?? article.published });
    auditContent(uow, 'article', { id: article.id, label: article.title }, 'update', before, articleView(article));
    await flushContent(uow.em, 'article', facts.slug);
  }
}
