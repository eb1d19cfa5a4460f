import { randomUUID } from 'node:crypto';
import { injectable } from 'inversify';
import type { CommandHandler } from '../../../../kernel/cqrs/command-bus';
import type { UnitOfWork } from '../../../../kernel/cqrs/unit-of-work';
import { Article } from '../../domain/article';
import { assertCategoryOfType } from '../category-reference';
import { assertContentSlugFree, flushContent } from '../content-slug';
import type { CreateArticle } from './create-article.command';
import { auditContent, articleView } from '../content-audit';

@injectable()
export class CreateArticleHandler implements CommandHandler<CreateArticle, string> {
  async execute(command: CreateArticle, uow: UnitOfWork): Promise<string> {
    const { facts } = command;
    await assertCategoryOfType(uow.em, facts.categoryId, 'article', 'categoryId');
    await assertContentSlugFree(uow.em, 'article', facts.slug, null);
    const article = Article.create(command.id ?? randomUUID(), facts);
    uow.em.persist(article);
    auditContent(uow, 'article', { id: article.id, label: article.title }, 'create', null, articleView(article));
    await flushContent(uow.em, 'article', facts.slug);
    return article.id;
  }
}
