import { AggregateRoot } from '../../../kernel/messaging/domain-event';
import { assertWholeTranslation } from '../../../kernel/languages';

/** What a translation is of: names its events (`content.<kind>-translation.<what>.v1`) and their id key (`<kind>Id`). */
export type ContentKind = 'article' | 'page';

/** What staff write for an article or a page in another language (`F`: its third text field); empty text is null. */
export type ContentTranslationFacts<F extends string> = {
  readonly slug: string;
  readonly title: string | null;
  readonly content: string | null;
  /** Left out keeps the current state (a new translation starts as a draft). */
  readonly published: boolean | undefined;
} & { readonly [K in F]: string | null };

/** The English an article or page translation is made from: its translatable text and that text's hash. */
export type ContentSource<F extends string, V extends string | null> = {
  readonly title: string;
  readonly content: string;
  readonly hash: string;
} & { readonly [K in F]: V };

/** What sets article and page translations apart besides their id: the kind, and the third text field. */
export interface ContentTranslationSpec<F extends string, V extends string | null> {
  readonly kind: ContentKind;
  readonly field: F;
  /** The field's name in the form and in its messages. */
  readonly label: string;
  /** What the field holds when left untranslated: '' where the English always has one, null where it may have none. */
  readonly blank: V;
}

/**
 * An article or a page in one of the site's other languages: whole, with its own slug and its own
 * published flag, and the hash of the English it was made from (or last confirmed against).
 * Subclasses carry the id and the third text field, which the ORM maps under their own names.
 */
export abstract class ContentTranslation<F extends string, V extends string | null> extends AggregateRoot {
  public slug!: string;
  public title!: string;
  public content!: string;
  public published!: boolean;
  public sourceHash!: string;
  public updatedAt!: Date;
  public updatedBy!: string | null;

  protected constructor(
    readonly language: string,
    readonly createdAt: Date,
  ) {
    super();
  }

  // Methods rather than fields: the ORM builds loaded entities without running constructors or initialisers.
  protected abstract spec(): ContentTranslationSpec<F, V>;
  protected abstract subjectId(): string;
  protected abstract setThirdField(value: V): void;

  /** Fills a new translation (a draft unless `facts` publish it) from what staff wrote. */
  protected writeFirst(facts: ContentTranslationFacts<F>, source: ContentSource<F, V>, by: string | null, now: Date): this {
    this.published = false;
    this.rewrite(facts, source, by, now);
    return this;
  }

  /** Replaces the text with what staff wrote from the current English, which it is now current against. */
  rewrite(facts: ContentTranslationFacts<F>, source: ContentSource<F, V>, by: string | null, now = new Date()): void {
    const spec = this.spec();
    assertWholeTranslation([
      { field: 'title', label: 'Title', english: source.title, translated: facts.title },
      { field: 'content', label: 'Content', english: source.content, translated: facts.content },
      { field: spec.field, label: spec.label, english: source[spec.field], translated: facts[spec.field] },
    ]);
    const publishing = facts.published === true && !this.published;
    this.slug = facts.slug;
    this.title = facts.title ?? '';
    this.content = facts.content ?? '';
    // V is string or string | null, so the text staff wrote fits it either way.
    this.setThirdField((facts[spec.field] ?? spec.blank) as V);
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
    this.recordEvent('confirmed', { language: this.language });
  }

  markDeleted(): void {
    this.recordEvent('deleted', { language: this.language, slug: this.slug });
  }

  private recordWritten(publishing: boolean): void {
    this.recordEvent('written', { language: this.language, slug: this.slug, published: this.published });
    if (publishing) this.recordEvent('published', { language: this.language, slug: this.slug });
  }

  private recordEvent(what: 'written' | 'published' | 'confirmed' | 'deleted', payload: Record<string, string | boolean>): void {
    const kind = this.spec().kind;
    this.record({ name: `content.${kind}-translation.${what}.v1`, payload: { [`${kind}Id`]: this.subjectId(), ...payload } });
  }
}
