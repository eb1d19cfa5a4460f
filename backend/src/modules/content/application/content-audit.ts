import type { UnitOfWork } from '../../../kernel/cqrs/unit-of-work';
import { auditView, changesBetween, type AuditView } from '../../../kernel/audit/audit-entry';
import type { Category } from '../domain/category';
import type { Article } from '../domain/article';
import type { Page } from '../domain/page';
import type { CategoryTranslation } from '../domain/category-translation';
import type { ContentTranslation } from '../domain/content-translation';

/** What the content module's trail entries show of each item: the fields an admin edits, by their API names. */
export const categoryView = (category: Category): AuditView => auditView(category, ['name', 'slug', 'type', 'description']);
export const articleView = (article: Article): AuditView => auditView(article, ['title', 'slug', 'content', 'excerpt', 'categoryId', 'featuredImage', 'published']);
export const pageView = (page: Page): AuditView => auditView(page, ['title', 'slug', 'content', 'categoryId', 'metaDescription', 'published']);
export const categoryTranslationView = (translation: CategoryTranslation): AuditView => auditView(translation, ['name']);

/** A content translation's texts; `third` is its kind's own field (an article's excerpt, a page's meta description). */
export function contentTranslationView(translation: ContentTranslation<string, string | null>, third: { name: string; value: unknown }): AuditView {
  return { ...auditView(translation, ['slug', 'title', 'content', 'published']), [third.name]: third.value };
}

/** Markdown bodies and descriptions: a diff says more than the two whole texts. */
const LONG_TEXTS = ['content', 'description', 'excerpt', 'meta_description'];

export type ContentAuditKind = 'category' | 'category-translation' | 'article' | 'article-translation' | 'page' | 'page-translation';

/** Records a content item's change: `before` is null for a creation, `after` for a deletion. */
export function auditContent(uow: UnitOfWork, kind: ContentAuditKind, item: { id: string; label: string }, action: string, before: AuditView | null, after: AuditView | null): void {
  uow.audit({ kind, itemId: item.id, itemLabel: item.label, action, changes: changesBetween(before, after, LONG_TEXTS) });
}
