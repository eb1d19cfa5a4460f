import { ContentTranslation, type ContentSource, type ContentTranslationFacts, type ContentTranslationSpec } from './content-translation';

/** What staff write for a page in another language; empty text is null. */
export type PageTranslationFacts = ContentTranslationFacts<'metaDescription'>;

/** The English page as a translation is made from it: its translatable text and that text's hash. */
export type PageSource = ContentSource<'metaDescription', string | null>;

const SPEC: ContentTranslationSpec<'metaDescription', string | null> = { kind: 'page', field: 'metaDescription', label: 'Meta description', blank: null };

/** A page in one of the site's other languages (see ContentTranslation): it has a meta description where the English has one. */
export class PageTranslation extends ContentTranslation<'metaDescription', string | null> {
  public metaDescription!: string | null;

  private constructor(
    readonly pageId: string,
    language: string,
    createdAt: Date,
  ) {
    super(language, createdAt);
  }

  static write(pageId: string, language: string, facts: PageTranslationFacts, source: PageSource, by: string | null, now = new Date()): PageTranslation {
    return new PageTranslation(pageId, language, now).writeFirst(facts, source, by, now);
  }

  protected spec(): ContentTranslationSpec<'metaDescription', string | null> {
    return SPEC;
  }

  protected subjectId(): string {
    return this.pageId;
  }

  protected setThirdField(value: string | null): void {
    this.metaDescription = value;
  }
}
