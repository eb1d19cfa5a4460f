import { content } from '@costiera/contracts';
import type { RouteTable } from '../../../kernel/http/route-table';
import type { ModuleContext } from '../../../kernel/module';
import { NotFound } from '../../../kernel/errors';
import type { SiteLanguages } from '../../../kernel/languages';
import { TOKENS } from '../../../kernel/tokens';
import { GetCategoryTranslation } from '../application/get-category-translation/get-category-translation.query';
import { WriteCategoryTranslation } from '../application/write-category-translation/write-category-translation.command';
import { ConfirmCategoryTranslation } from '../application/confirm-category-translation/confirm-category-translation.command';
import { DeleteCategoryTranslation } from '../application/delete-category-translation/delete-category-translation.command';
import { noCategoryTranslation } from '../application/category-translation-subject';

/** A category's name in the site's other languages, beside its English: read, write (upsert), confirm, delete. */
export function categoryTranslationRoutes(table: RouteTable, { commands, queries, container }: ModuleContext): void {
  const languages = container.get<SiteLanguages>(TOKENS.SiteLanguages);
  const answer = async (categoryId: string, language: string): Promise<content.CategoryTranslationAnswer> => {
    const view = await queries.execute(new GetCategoryTranslation(categoryId, language));
    if (!view) throw new NotFound('Category not found');
    if (!view.translation) throw noCategoryTranslation(languages, language);
    return { category_id: view.categoryId, language: view.language, state: view.translation.state, translation: view.translation.text, english: view.english };
  };
  table.add(content.getCategoryTranslation, async ({ params }) => answer(params.id, params.lang));
  table.add(content.putCategoryTranslation, async ({ params, body, user }) => {
    await commands.execute(new WriteCategoryTranslation(params.id, params.lang, { name: body.name ?? '' }, user?.username ?? null));
    return answer(params.id, params.lang);
  });
  table.add(content.confirmCategoryTranslation, async ({ params, user }) => {
    await commands.execute(new ConfirmCategoryTranslation(params.id, params.lang, user?.username ?? null));
    return answer(params.id, params.lang);
  });
  table.add(content.deleteCategoryTranslation, async ({ params }) => {
    await commands.execute(new DeleteCategoryTranslation(params.id, params.lang));
  });
}
