import { randomUUID } from 'node:crypto';
import { injectable } from 'inversify';
import type { CommandHandler } from '../../../../kernel/cqrs/command-bus';
import type { UnitOfWork } from '../../../../kernel/cqrs/unit-of-work';
import { Article } from '../../domain/article';
import { assertCategoryOfType } from '../category-reference';
import { assertContentSlugFree, flushContent } from '../content-slug';
import type { CreateArticle } from './create-article.command';

@injectable()
export class CreateArticleHandler implements CommandHandler<CreateArticle, string> {
  async execute(command: CreateArticle, uow: UnitOfWork): Promise<string> {
    const { facts } = command;
    await assertCategoryOfType(uow.em, facts.categoryId, 'article', 'categoryId');
    await assertContentSlugFree(uow.em, 'article', facts.slug, null);
    const article = Article.create(command.id ?? randomUUID(), facts);
    uow.em.persist(article);
    await flushContent(uow.em, 'article', facts.slug);
    return article.id;
  }
}
