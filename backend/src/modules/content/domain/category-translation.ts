import { AggregateRoot } from '../../../kernel/messaging/domain-event';
import { assertWholeTranslation, sourceHash } from '../../../kernel/languages';

/** The words of a category a reader reads. */
export interface CategoryText {
  readonly name: string;
}

/** The hash of a category's English name a translation is made from. */
export function categorySourceHash(english: CategoryText): string {
  return sourceHash([english.name]);
}

/**
 * A category's name in one language other than English, remembering the English name it was
 * made from (its source hash): when the English changes, it is stale until updated or confirmed.
 */
export class CategoryTranslation extends AggregateRoot {
  name!: string;
  sourceHash!: string;
  updatedAt!: Date;
  updatedBy!: string | null;

  private constructor(
    readonly categoryId: string,
    readonly language: string,
  ) {
    super();
  }

  static write(categoryId: string, language: string, text: CategoryText, english: CategoryText, by: string | null, now = new Date()): CategoryTranslation {
    const translation = new CategoryTranslation(categoryId, language);
    translation.rewrite(text, english, by, now);
    return translation;
  }

  rewrite(text: CategoryText, english: CategoryText, by: string | null, now = new Date()): void {
    assertWholeTranslation([{ field: 'name', label: 'Name', english: english.name, translated: text.name }]);
    this.name = text.name;
    this.stamp(english, by, now);
  }

  /** The English name changed but this translation still holds: it is current again as it is. */
  confirm(english: CategoryText, by: string | null, now = new Date()): void {
    this.stamp(english, by, now);
  }

  markDeleted(): void {
    this.record({ name: 'content.category.translation-deleted.v1', payload: { categoryId: this.categoryId, language: this.language } });
  }

  private stamp(english: CategoryText, by: string | null, now: Date): void {
    this.sourceHash = categorySourceHash(english);
    this.updatedAt = now;
    this.updatedBy = by;
    this.record({ name: 'content.category.translation-updated.v1', payload: { categoryId: this.categoryId, language: this.language } });
  }
}
