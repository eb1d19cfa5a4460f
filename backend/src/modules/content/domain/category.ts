import { AggregateRoot } from '../../../kernel/messaging/domain-event';

export type CategoryType = 'tour' | 'article' | 'page';

export interface CategoryFacts {
  readonly name: string;
  readonly slug: string;
  readonly type: CategoryType;
  readonly description: string | null;
}

/** A category of tours, articles or pages. Its slug is unique among categories of its type. */
export class Category extends AggregateRoot {
  private constructor(
    readonly id: string,
    public name: string,
    public slug: string,
    public type: CategoryType,
    public description: string | null,
    readonly createdAt: Date,
    public updatedAt: Date,
  ) {
    super();
  }

  static create(id: string, facts: CategoryFacts, now = new Date()): Category {
    const category = new Category(id, facts.name, facts.slug, facts.type, facts.description, now, now);
    category.record({ name: 'content.category.created.v1', payload: { categoryId: id, type: facts.type, slug: facts.slug } });
    return category;
  }

  update(facts: CategoryFacts, now = new Date()): void {
    this.name = facts.name;
    this.slug = facts.slug;
    this.type = facts.type;
    this.description = facts.description;
    this.updatedAt = now;
    this.record({ name: 'content.category.updated.v1', payload: { categoryId: this.id, type: this.type, slug: this.slug } });
  }

  /** Called just before removal; the caller has made sure nothing uses the category. */
  markDeleted(): void {
    this.record({ name: 'content.category.deleted.v1', payload: { categoryId: this.id, type: this.type } });
  }
}
