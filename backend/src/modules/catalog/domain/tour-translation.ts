import { AggregateRoot } from '../../../kernel/messaging/domain-event';
import { assertWholeTranslation, isFilled, sourceHash } from '../../../kernel/languages';

/** The words of a tour a reader reads: what a translation carries, field for field. */
export interface TourText {
  readonly title: string;
  readonly shortDescription: string;
  readonly description: string;
  readonly included: readonly string[];
  readonly notIncluded: readonly string[];
  readonly meetingPoint: string;
  readonly additionalInfo: string | null;
  readonly duration: string;
}

/** Each translatable field with its name in the API and in messages (the tour form's labels), in the form's order. */
export const TOUR_TEXT_FIELDS: ReadonlyArray<{ readonly key: keyof TourText; readonly field: string; readonly label: string }> = [
  { key: 'title', field: 'title', label: 'Title' },
  { key: 'shortDescription', field: 'short_description', label: 'Short description' },
  { key: 'description', field: 'description', label: 'Description' },
  { key: 'duration', field: 'duration', label: 'Duration' },
  { key: 'meetingPoint', field: 'meeting_point', label: 'Meeting point' },
  { key: 'included', field: 'included', label: 'Included' },
  { key: 'notIncluded', field: 'not_included', label: 'Not included' },
  { key: 'additionalInfo', field: 'additional_info', label: 'Additional information' },
];

/** The hash of a tour's English text a translation is made from. */
export function tourSourceHash(english: TourText): string {
  return sourceHash(TOUR_TEXT_FIELDS.map((f) => english[f.key]));
}

/**
 * A tour's text in one language other than English. It is whole: every field the English fills,
 * it fills too; and it remembers the English it was made from (its source hash), so that a
 * change of the English shows it stale until someone updates or confirms it.
 */
export class TourTranslation extends AggregateRoot {
  title!: string;
  shortDescription!: string;
  description!: string;
  included!: string[];
  notIncluded!: string[];
  meetingPoint!: string;
  additionalInfo!: string | null;
  duration!: string;
  sourceHash!: string;
  updatedAt!: Date;
  updatedBy!: string | null;

  private constructor(
    readonly tourId: string,
    readonly language: string,
  ) {
    super();
  }

  static write(tourId: string, language: string, text: TourText, english: TourText, by: string | null, now = new Date()): TourTranslation {
    const translation = new TourTranslation(tourId, language);
    translation.rewrite(text, english, by, now);
    return translation;
  }

  rewrite(text: TourText, english: TourText, by: string | null, now = new Date()): void {
    assertWholeTranslation(TOUR_TEXT_FIELDS.map((f) => ({ field: f.field, label: f.label, english: english[f.key], translated: text[f.key] })));
    this.title = text.title;
    this.shortDescription = text.shortDescription;
    this.description = text.description;
    this.included = [...text.included];
    this.notIncluded = [...text.notIncluded];
    this.meetingPoint = text.meetingPoint;
    this.additionalInfo = isFilled(text.additionalInfo) ? text.additionalInfo : null;
    this.duration = text.duration;
    this.stamp(english, by, now);
  }

  /** The English changed but this translation still says the same: it is current again as it is. */
  confirm(english: TourText, by: string | null, now = new Date()): void {
    this.stamp(english, by, now);
  }

  markDeleted(): void {
    this.record({ name: 'catalog.tour.translation-deleted.v1', payload: { tourId: this.tourId, language: this.language } });
  }

  private stamp(english: TourText, by: string | null, now: Date): void {
    this.sourceHash = tourSourceHash(english);
    this.updatedAt = now;
    this.updatedBy = by;
    this.record({ name: 'catalog.tour.translation-updated.v1', payload: { tourId: this.tourId, language: this.language } });
  }
}
