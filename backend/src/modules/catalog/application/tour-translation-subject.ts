import type { UnitOfWork } from '../../../kernel/cqrs/unit-of-work';
import { NotFound } from '../../../kernel/errors';
import { isUuid } from '../../../kernel/database/postgres';
import type { SiteLanguages } from '../../../kernel/languages';
import type { Tour } from '../domain/tour';
import type { TourTranslation } from '../domain/tour-translation';
import { TourSchema, TourTranslationSchema } from '../infrastructure/catalog.schema';

/**
 * What a translation command works on: the tour (its English, the source) and its translation
 * into the language, if any. The language is checked first (422), then the tour (404).
 */
export async function loadTranslationSubject(
  uow: UnitOfWork,
  languages: SiteLanguages,
  tourId: string,
  language: string,
): Promise<{ tour: Tour; translation: TourTranslation | null }> {
  languages.translation(language);
  const tour = isUuid(tourId) ? await uow.em.findOne(TourSchema, { id: tourId }) : null;
  if (!tour) throw new NotFound('Tour not found');
  const translation = await uow.em.findOne(TourTranslationSchema, { tourId, language });
  return { tour, translation };
}

/** The 404 of a translation that does not exist ('This tour has no Italian translation'). */
export function noTranslation(languages: SiteLanguages, language: string): NotFound {
  return new NotFound(`This tour has no ${languages.nameOf(language)} translation`);
}
