import type { EntityManager } from '@mikro-orm/postgresql';
import { BusinessRuleViolation } from '../../../kernel/errors';
import { isUuid } from '../../../kernel/database/postgres';
import type { CategoryType } from '../domain/category';
import { CategorySchema } from '../infrastructure/content.schema';

/** An article or page must point at an existing category of its own type (422 otherwise). */
export async function assertCategoryOfType(em: EntityManager, categoryId: string, type: CategoryType, field: string): Promise<void> {
  const category = isUuid(categoryId) ? await em.findOne(CategorySchema, { id: categoryId }) : null;
  if (!category) throw new BusinessRuleViolation('The chosen category does not exist', [{ field, message: 'Category does not exist' }]);
  if (category.type !== type) {
    throw new BusinessRuleViolation(`The chosen category is ${withArticle(category.type)} category; choose ${withArticle(type)} category`, [
      { field, message: `Category must be ${withArticle(type)} category` },
    ]);
  }
}

const withArticle = (type: string) => `${/^[aeiou]/.test(type) ? 'an' : 'a'} ${type}`;
