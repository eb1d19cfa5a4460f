import { priceUnitFor } from '@costiera/contracts';
import type { TourSummary } from '../application/find-tour-facts/find-tour-facts.query';

/**
 * A tour's facts with its active provider's booking addresses, as a join another module's read
 * adds to its own select: `left join lateral ${TOUR_FACTS_JOIN('b.tour_id')} tf on true`, then
 * `tf.*` or `to_jsonb(tf)` beside its own columns, and `tourFactsOf(row)` on what comes back. The
 * catalogue keeps the knowledge of its tables here, and the reader still makes one query.
 */
export const TOUR_FACTS_JOIN = (tourId: string) => `(
  select t.id, t.title, t.location, t.duration, t.price_from::text as price_from, t.currency, t.max_passengers, t.provider_id, t.provider_name,
         p.booking_emails->>0 as provider_email, coalesce(p.booking_emails, '[]'::jsonb) as provider_emails, p.phone as provider_phone,
         t.meeting_point, c.slug as category_slug, t.is_private, coalesce(p.languages, '[]'::jsonb) as provider_languages,
         coalesce((select jsonb_object_agg(x.language, jsonb_build_object('title', x.title, 'duration', x.duration, 'meeting_point', x.meeting_point))
                   from catalog.tour_translations x where x.tour_id = t.id), '{}'::jsonb) as translations
  from catalog.tours t
  left join catalog.providers p on p.id = t.provider_id and p.active
  left join content.categories c on c.id = t.category_id
  where t.id = ${tourId})`;

/** The words of a tour a booking email or page shows, in one language. */
export interface TourFactsText {
  readonly title: string;
  readonly duration: string;
  readonly meeting_point: string;
}

/**
 * A tour's facts with the languages its provider speaks, as the directory names them ('Italian', 'English'; none when not in the
 * directory or inactive), and its words in each language it is translated into (by code; English is the facts themselves).
 */
export type TourFacts = TourSummary & { provider_languages: readonly string[]; translations: Readonly<Record<string, TourFactsText>> };

/** The row TOUR_FACTS_JOIN gives, as `to_jsonb` of it (null when the tour is gone). */
export type TourFactsRow = Omit<TourFacts, 'price_unit'> & { category_slug: string | null; is_private: boolean };

export function tourFactsOf(row: TourFactsRow | null): TourFacts | null {
  if (!row) return null;
  const { category_slug, is_private, ...facts } = row;
  return { ...facts, price_unit: priceUnitFor(category_slug ?? '', is_private) };
}
