import { catalog } from '@costiera/contracts';
import type { RouteTable } from '../../../kernel/http/route-table';
import type { ModuleContext } from '../../../kernel/module';
import { NotFound } from '../../../kernel/errors';
import type { SiteLanguages } from '../../../kernel/languages';
import { TOKENS } from '../../../kernel/tokens';
import type { TourText } from '../domain/tour-translation';
import { GetTourTranslation } from '../application/get-tour-translation/get-tour-translation.query';
import { WriteTourTranslation } from '../application/write-tour-translation/write-tour-translation.command';
import { ConfirmTourTranslation } from '../application/confirm-tour-translation/confirm-tour-translation.command';
import { DeleteTourTranslation } from '../application/delete-tour-translation/delete-tour-translation.command';
import { noTranslation } from '../application/tour-translation-subject';

/** The body as a tour's text: fields left out are empty (the command refuses those the English fills). */
function tourText(body: catalog.TourTranslationBody): TourText {
  return {
    title: body.title ?? '',
    shortDescription: body.short_description ?? '',
    description: body.description ?? '',
    included: body.included ?? [],
    notIncluded: body.not_included ?? [],
    meetingPoint: body.meeting_point ?? '',
    additionalInfo: body.additional_info ?? null,
    duration: body.duration ?? '',
  };
}

/** A tour's translations, side by side with its English: read, write (upsert), confirm, delete. */
export function tourTranslationRoutes(table: RouteTable, { commands, queries, container }: ModuleContext): void {
  const languages = container.get<SiteLanguages>(TOKENS.SiteLanguages);
  const answer = async (tourId: string, language: string): Promise<catalog.TourTranslationAnswer> => {
    const view = await queries.execute(new GetTourTranslation(tourId, language));
    if (!view) throw new NotFound('Tour not found');
    if (!view.translation) throw noTranslation(languages, language);
    return { tour_id: view.tourId, language: view.language, state: view.translation.state, translation: view.translation.text, english: view.english };
  };
  table.add(catalog.getTourTranslation, async ({ params }) => answer(params.id, params.lang));
  table.add(catalog.putTourTranslation, async ({ params, body, user }) => {
    await commands.execute(new WriteTourTranslation(params.id, params.lang, tourText(body), user?.username ?? null));
    return answer(params.id, params.lang);
  });
  table.add(catalog.confirmTourTranslation, async ({ params, user }) => {
    await commands.execute(new ConfirmTourTranslation(params.id, params.lang, user?.username ?? null));
    return answer(params.id, params.lang);
  });
  table.add(catalog.deleteTourTranslation, async ({ params }) => {
    await commands.execute(new DeleteTourTranslation(params.id, params.lang));
  });
}
