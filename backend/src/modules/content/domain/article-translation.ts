import { AggregateRoot } from '../../../kernel/messaging/domain-event';
import { assertWholeTranslation } from '../../../kernel/languages';

/** What staff write for an article in another language; empty text is null. */
export interface ArticleTranslationFacts {
  readonly slug: string;
  readonly title: string | null;
  readonly content: string | null;
  readonly excerpt: string | null;
  /** Left out keeps the current state (a new translation starts as a draft). */
  readonly published: boolean | undefined;
}

/** The English article as a translation is made from it: its translatable text and that text's hash. */
export interface ArticleSource {
  readonly title: string;
  readonly content: string;
  readonly excerpt: string;
  readonly hash: string;
}

/**
 * An article in one of the site's other languages: whole, with its own slug and its own
 * published flag, and the hash of the English it was made from (or last confirmed against).
 */
export class ArticleTranslation extends AggregateRoot {
  private constructor(
    readonly articleId: string,
    readonly language: string,
    public slug: string,
    public title: string,
    public content: string,
    public excerpt: string,
    public published: boolean,
    public sourceHash: string,
    readonly createdAt: Date,
    public updatedAt: Date,
    public updatedBy: string | null,
  ) {
    super();
  }

  static write(articleId: string, language: string, facts: ArticleTranslationFacts, source: ArticleSource, by: string | null, now = new Date()): ArticleTranslation {
    const whole = wholeText(facts, source);
    const translation = new ArticleTranslation(articleId, language, facts.slug, whole.title, whole.content, whole.excerpt, facts.published ?? false, source.hash, now, now, by);
    translation.recordWritten(facts.published === true);
    return translation;
  }

  /** Replaces the text with what staff wrote from the current English, which it is now current against. */
  rewrite(facts: ArticleTranslationFacts, source: ArticleSource, by: string | null, now = new Date()): void {
    const whole = wholeText(facts, source);
    const publishing = facts.published === true && !this.published;
    this.slug = facts.slug;
    this.title = whole.title;
    this.content = whole.content;
    this.excerpt = whole.excerpt;
    this.published = facts.published ?? this.published;
    this.sourceHash = source.hash;
    this.updatedAt = now;
    this.updatedBy = by;
    this.recordWritten(publishing);
  }

  /** Staff say the text still holds for the English of now (`hash`): it becomes current as it is. */
  confirm(hash: string, by: string | null, now = new Date()): void {
    this.sourceHash = hash;
    this.updatedAt = now;
    this.updatedBy = by;
    this.record({ name: 'content.article-translation.confirmed.v1', payload: { articleId: this.articleId, language: this.language } });
  }

  markDeleted(): void {
    this.record({ name: 'content.article-translation.deleted.v1', payload: { articleId: this.articleId, language: this.language, slug: this.slug } });
  }

  private recordWritten(publishing: boolean): void {
    const payload = { articleId: this.articleId, language: this.language, slug: this.slug, published: this.published };
    this.record({ name: 'content.article-translation.written.v1', payload });
    if (publishing) this.record({ name: 'content.article-translation.published.v1', payload: { articleId: this.articleId, language: this.language, slug: this.slug } });
  }
}

function wholeText(facts: ArticleTranslationFacts, source: ArticleSource): { title: string; content: string; excerpt: string } {
  assertWholeTranslation([
    { field: 'title', label: 'Title', english: source.title, translated: facts.title },
    { field: 'content', label: 'Content', english: source.content, translated: facts.content },
    { field: 'excerpt', label: 'Excerpt', english: source.excerpt, translated: facts.excerpt },
  ]);
  return { title: facts.title ?? '', content: facts.content ?? '', excerpt: facts.excerpt ?? '' };
}
