import type { EntityManager } from '@mikro-orm/postgresql';
import { Conflict } from '../../../kernel/errors';
import { constraintViolation } from '../../../kernel/database/postgres';
import type { CategoryFacts, CategoryType } from '../domain/category';
import { CategorySchema } from '../infrastructure/content.schema';

export function categorySlugTaken(type: CategoryType, slug: string): Conflict {
  return new Conflict(`A ${type} category with the slug "${slug}" already exists`, [{ field: 'slug', message: 'is already taken' }]);
}

/** Slugs are unique per category type (SPEC section 5). */
export async function assertCategorySlugFree(em: EntityManager, type: CategoryType, slug: string, exceptId: string | null): Promise<void> {
  const clash = await em.findOne(CategorySchema, { type, slug, ...(exceptId ? { id: { $ne: exceptId } } : {}) });
  if (clash) throw categorySlugTaken(type, slug);
}

/** Flushes, turning a race on the unique (type, slug) constraint into the same 409. */
export async function flushCategory(em: EntityManager, facts: CategoryFacts): Promise<void> {
  try {
    await em.flush();
  } catch (err) {
    if (constraintViolation(err)?.constraint === 'categories_type_slug_unique') throw categorySlugTaken(facts.type, facts.slug);
    throw err;
  }
}
