import { AggregateRoot } from '../../../kernel/messaging/domain-event';
import { BusinessRuleViolation } from '../../../kernel/errors';

/** SPEC section 5: the meta description is capped at 160 characters. */
export const META_DESCRIPTION_MAX = 160;

export interface PageFacts {
  readonly title: string;
  readonly slug: string;
  readonly content: string;
  readonly categoryId: string;
  readonly metaDescription: string | null;
  readonly published: boolean;
}

/** A static CMS page (getting here, schedules, ...). Slugs are unique. */
export class Page extends AggregateRoot {
  private constructor(
    readonly id: string,
    public title: string,
    public slug: string,
    public content: string,
    public categoryId: string,
    public metaDescription: string | null,
    public published: boolean,
    readonly createdAt: Date,
    public updatedAt: Date,
  ) {
    super();
  }

  static create(id: string, facts: PageFacts, now = new Date()): Page {
    assertMetaDescription(facts.metaDescription);
    const p = new Page(id, facts.title, facts.slug, facts.content, facts.categoryId, facts.metaDescription, facts.published, now, now);
    p.record({ name: 'content.page.created.v1', payload: { pageId: id, slug: facts.slug, published: facts.published } });
    if (facts.published) p.record({ name: 'content.page.published.v1', payload: { pageId: id, slug: facts.slug } });
    return p;
  }

  update(facts: PageFacts, now = new Date()): void {
    assertMetaDescription(facts.metaDescription);
    const publishing = facts.published && !this.published;
    this.title = facts.title;
    this.slug = facts.slug;
    this.content = facts.content;
    this.categoryId = facts.categoryId;
    this.metaDescription = facts.metaDescription;
    this.published = facts.published;
    this.updatedAt = now;
    this.record({ name: 'content.page.updated.v1', payload: { pageId: this.id, slug: this.slug, published: this.published } });
    if (publishing) this.record({ name: 'content.page.published.v1', payload: { pageId: this.id, slug: this.slug } });
  }

  markDeleted(): void {
    this.record({ name: 'content.page.deleted.v1', payload: { pageId: this.id, slug: this.slug } });
  }
}

function assertMetaDescription(value: string | null): void {
  if (value !== null && value.length > META_DESCRIPTION_MAX) {
    throw new BusinessRuleViolation(`Meta description must be at most ${META_DESCRIPTION_MAX} characters`, [
      { field: 'metaDescription', message: `must be at most ${META_DESCRIPTION_MAX} characters` },
    ]);
  }
}
