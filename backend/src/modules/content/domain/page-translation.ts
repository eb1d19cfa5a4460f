import { AggregateRoot } from '../../../kernel/messaging/domain-event';
import { assertWholeTranslation } from '../../../kernel/languages';

/** What staff write for a page in another language; empty text is null. */
export interface PageTranslationFacts {
  readonly slug: string;
  readonly title: string | null;
  readonly content: string | null;
  readonly metaDescription: string | null;
  /** Left out keeps the current state (a new translation starts as a draft). */
  readonly published: boolean | undefined;
}

/** The English page as a translation is made from it: its translatable text and that text's hash. */
export interface PageSource {
  readonly title: string;
  readonly content: string;
  readonly metaDescription: string | null;
  readonly hash: string;
}

/**
 * A page in one of the site's other languages: whole (a meta description where the English has
 * one), with its own slug and its own published flag, and the hash of the English it was made from.
 */
export class PageTranslation extends AggregateRoot {
  private constructor(
    readonly pageId: string,
    readonly language: string,
    public slug: string,
    public title: string,
    public content: string,
    public metaDescription: string | null,
    public published: boolean,
    public sourceHash: string,
    readonly createdAt: Date,
    public updatedAt: Date,
    public updatedBy: string | null,
  ) {
    super();
  }

  static write(pageId: string, language: string, facts: PageTranslationFacts, source: PageSource, by: string | null, now = new Date()): PageTranslation {
    const whole = wholeText(facts, source);
    const translation = new PageTranslation(pageId, language, facts.slug, whole.title, whole.content, whole.metaDescription, facts.published ?? false, source.hash, now, now, by);
    translation.recordWritten(facts.published === true);
    return translation;
  }

  /** Replaces the text with what staff wrote from the current English, which it is now current against. */
  rewrite(facts: PageTranslationFacts, source: PageSource, by: string | null, now = new Date()): void {
    const whole = wholeText(facts, source);
    const publishing = facts.published === true && !this.published;
    this.slug = facts.slug;
    this.title = whole.title;
    this.content = whole.content;
    this.metaDescription = whole.metaDescription;
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
    this.record({ name: 'content.page-translation.confirmed.v1', payload: { pageId: this.pageId, language: this.language } });
  }

  markDeleted(): void {
    this.record({ name: 'content.page-translation.deleted.v1', payload: { pageId: this.pageId, language: this.language, slug: this.slug } });
  }

  private recordWritten(publishing: boolean): void {
    const payload = { pageId: this.pageId, language: this.language, slug: this.slug, published: this.published };
    this.record({ name: 'content.page-translation.written.v1', payload });
    if (publishing) this.record({ name: 'content.page-translation.published.v1', payload: { pageId: this.pageId, language: this.language, slug: this.slug } });
  }
}

function wholeText(facts: PageTranslationFacts, source: PageSource): { title: string; content: string; metaDescription: string | null } {
  assertWholeTranslation([
    { field: 'title', label: 'Title', english: source.title, translated: facts.title },
    { field: 'content', label: 'Content', english: source.content, translated: facts.content },
    { field: 'metaDescription', label: 'Meta description', english: source.metaDescription, translated: facts.metaDescription },
  ]);
  return { title: facts.title ?? '', content: facts.content ?? '', metaDescription: facts.metaDescription };
}
