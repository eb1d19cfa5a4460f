import type { UnitOfWork } from '../../../kernel/cqrs/unit-of-work';
import { NotFound } from '../../../kernel/errors';
import { isUuid } from '../../../kernel/database/postgres';
import type { SiteLanguages } from '../../../kernel/languages';
import type { Category } from '../domain/category';
import type { CategoryTranslation } from '../domain/category-translation';
import { CategorySchema, CategoryTranslationSchema } from '../infrastructure/content.schema';

/** What a translation command works on: the category (its English name) and its translation, if any. The language is checked first (422), then the category (404). */
export async function loadCategoryTranslationSubject(
  uow: UnitOfWork,
  languages: SiteLanguages,
  categoryId: string,
  language: string,
): Promise<{ category: Category; translation: CategoryTranslation | null }> {
  languages.translation(language);
  const category = isUuid(categoryId) ? await uow.em.findOne(CategorySchema, { id: categoryId }) : null;
  if (!category) throw new NotFound('Category not found');
  const translation = await uow.em.findOne(CategoryTranslationSchema, { categoryId, language });
  return { category, translation };
}

/** The 404 of a translation that does not exist ('This category has no Italian translation'). */
export function noCategoryTranslation(languages: SiteLanguages, language: string): NotFound {
  return new NotFound(`This category has no ${languages.nameOf(language)} translation`);
}
