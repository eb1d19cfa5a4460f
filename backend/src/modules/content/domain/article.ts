import { AggregateRoot } from '../../../kernel/messaging/domain-event';

export interface ArticleFacts {
  readonly title: string;
  readonly slug: string;
  readonly content: string;
  readonly excerpt: string;
  readonly categoryId: string;
  readonly featuredImage: string | null;
  readonly published: boolean;
}

/** A Markdown article. New articles start as drafts unless created published; slugs are unique. */
export class Article extends AggregateRoot {
  private constructor(
    readonly id: string,
    public title: string,
    public slug: string,
    public content: string,
    public excerpt: string,
    public categoryId: string,
    public featuredImage: string | null,
    public published: boolean,
    readonly createdAt: Date,
    public updatedAt: Date,
  ) {
    super();
  }

  static create(id: string, facts: ArticleFacts, now = new Date()): Article {
    const a = new Article(id, facts.title, facts.slug, facts.content, facts.excerpt, facts.categoryId, facts.featuredImage, facts.published, now, now);
    a.record({ name: 'content.article.created.v1', payload: { articleId: id, slug: facts.slug, published: facts.published } });
    if (facts.published) a.record({ name: 'content.article.published.v1', payload: { articleId: id, slug: facts.slug } });
    return a;
  }

  update(facts: ArticleFacts, now = new Date()): void {
    const publishing = facts.published && !this.published;
    this.title = facts.title;
    this.slug = facts.slug;
    this.content = facts.content;
    this.excerpt = facts.excerpt;
    this.categoryId = facts.categoryId;
    this.featuredImage = facts.featuredImage;
    this.published = facts.published;
    this.updatedAt = now;
    this.record({ name: 'content.article.updated.v1', payload: { articleId: this.id, slug: this.slug, published: this.published } });
    if (publishing) this.record({ name: 'content.article.published.v1', payload: { articleId: this.id, slug: this.slug } });
  }

  markDeleted(): void {
    this.record({ name: 'content.article.deleted.v1', payload: { articleId: this.id, slug: this.slug } });
  }
}
