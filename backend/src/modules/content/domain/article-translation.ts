import { ContentTranslation, type ContentSource, type ContentTranslationFacts, type ContentTranslationSpec } from './content-translation';

/** What staff write for an article in another language; empty text is null. */
export type ArticleTranslationFacts = ContentTranslationFacts<'excerpt'>;

/** The English article as a translation is made from it: its translatable text and that text's hash. */
export type ArticleSource = ContentSource<'excerpt', string>;

const SPEC: ContentTranslationSpec<'excerpt', string> = { kind: 'article', field: 'excerpt', label: 'Excerpt', blank: '' };

/** An article in one of the site's other languages (see ContentTranslation). */
export class ArticleTranslation extends ContentTranslation<'excerpt', string> {
  public excerpt!: string;

  private constructor(
    readonly articleId: string,
    language: string,
    createdAt: Date,
  ) {
    super(language, createdAt);
  }

  static write(articleId: string, language: string, facts: ArticleTranslationFacts, source: ArticleSource, by: string | null, now = new Date()): ArticleTranslation {
    return new ArticleTranslation(articleId, language, now).writeFirst(facts, source, by, now);
  }

  protected spec(): ContentTranslationSpec<'excerpt', string> {
    return SPEC;
  }

  protected subjectId(): string {
    return this.articleId;
  }

  protected setThirdField(value: string): void {
    this.excerpt = value;
  }
}
