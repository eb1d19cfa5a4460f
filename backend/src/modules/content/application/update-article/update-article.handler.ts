import { injectable } from 'inversify';
import type { CommandHandler } from '../../../../kernel/cqrs/command-bus';
import type { UnitOfWork } from '../../../../kernel/cqrs/unit-of-work';
import { NotFound } from '../../../../kernel/errors';
import { isUuid } from '../../../../kernel/database/postgres';
import { ArticleSchema } from '../../infrastructure/content.schema';
import { assertCategoryOfType } from '../category-reference';
import { assertContentSlugFree, flushContent } from '../content-slug';
import type { UpdateArticle } from './update-article.command';

@injectable()
export class UpdateArticleHandler implements CommandHandler<UpdateArticle, void> {
  async execute(command: UpdateArticle, uow: UnitOfWork): Promise<void> {
    const article = isUuid(command.id) ? await uow.em.findOne(ArticleSchema, { id: command.id }) : null;
    if (!article) throw new NotFound('Article not found');
    const { facts } = command;
    await assertCategoryOfType(uow.em, facts.categoryId, 'article', 'categoryId');
    await assertContentSlugFree(uow.em, 'article', facts.slug, article.id);
    article.update({ ...facts, published: facts.published ?? article.published });
    await flushContent(uow.em, 'article', facts.slug);
  }
}
