import { catalog } from '@costiera/contracts';
import type { RouteTable } from '../../../kernel/http/route-table';
import type { ModuleContext } from '../../../kernel/module';
import { NotFound } from '../../../kernel/errors';
import type { Clock } from '../../../kernel/clock';
import { TOKENS } from '../../../kernel/tokens';
import type { SiteLanguages } from '../../../kernel/languages';
import type { TourInput } from '../application/tour-input';
import { ListTours } from '../application/list-tours/list-tours.query';
import { GetTour } from '../application/get-tour/get-tour.query';
import { ListTourReviews } from '../application/list-tour-reviews/list-tour-reviews.query';
import { ListAdminTours } from '../application/list-admin-tours/list-admin-tours.query';
import { ExportTours } from '../application/export-tours/export-tours.query';
import { TOUR_EXPORT_COLUMNS } from './tour-export-columns';
import { sendCsv } from '../../../kernel/http/csv-answer';
import type { Logger } from '../../../kernel/logger';
import { GetAdminTour } from '../application/get-admin-tour/get-admin-tour.query';
import { CreateTour } from '../application/create-tour/create-tour.command';
import { UpdateTour } from '../application/update-tour/update-tour.command';
import { DeleteTour } from '../application/delete-tour/delete-tour.command';
import { PHOTO_ALT_CHANGED, PHOTO_RENDERED } from '../../media';
import { providerRoutes } from './provider-routes';
import { tourTranslationRoutes } from './tour-translation-routes';

/** SPEC section 9: admin list page size. */
const TOURS_PER_PAGE = 10;

function found<T>(value: T | null): T {
  if (value === null) throw new NotFound('Tour not found');
  return value;
}

/** The admin form's snake_case body as the catalog's input (absent optional fields stay absent). */
function tourInput(body: catalog.TourBody): TourInput {
  return {
    title: body.title,
    shortDescription: body.short_description,
    description: body.description,
    categoryId: body.category_id,
    location: body.location,
    duration: body.duration,
    maxPassengers: body.max_passengers,
    meetingPoint: body.meeting_point,
    priceFrom: body.price_from,
    providerName: body.provider_name,
    providerId: body.provider_id,
    additionalInfo: body.additional_info ?? null,
    currency: body.currency,
    providerRating: body.provider_rating,
    images: body.images,
    included: body.included,
    notIncluded: body.not_included,
    isPrivate: body.is_private,
    freeCancellation: body.free_cancellation,
  };
}

/** What makes a catalogue answer stale: any tour or review event, and category changes (names and slugs are in the answers). */
export const CATALOG_EVENTS = ['catalog.', 'content.category.'];
/** The public answers carry the tours' photos (alt text, rendered variants): a photo rendered or described anew changes them. */
const PHOTO_EVENTS = [PHOTO_RENDERED, PHOTO_ALT_CHANGED];
/** Where the list's dates come from: the bookings module's requests and calendars (TOUR_AVAILABILITY). */
const LIST_DATES_EVENTS = 'bookings.';

export function catalogRoutes(table: RouteTable, context: ModuleContext): void {
  const { commands, queries, cache, container } = context;
  const clock = container.get<Clock>(TOKENS.Clock);
  const languages = container.get<SiteLanguages>(TOKENS.SiteLanguages);
  const publicAnswers = { cache: cache.region('catalog.public', [...CATALOG_EVENTS, ...PHOTO_EVENTS]) };
  // The list names each tour's next requestable day: requests and calendars change it, and so does the hour.
  const listAnswers = {
    cache: cache.region('catalog.list', [...CATALOG_EVENTS, ...PHOTO_EVENTS, LIST_DATES_EVENTS]),
    variesWith: () => String(Math.floor(clock.now().getTime() / 3_600_000)),
  };
  table.add(
    catalog.listTours,
    async ({ query }) =>
      queries.execute(
        new ListTours({
          search: query.search,
          category: query.category,
          location: query.location ?? query.destination,
          date: query.date,
          people: query.people,
          language: languages.reader(query.lang),
        }),
      ),
    listAnswers,
  );
  table.add(catalog.getTour, async ({ params, query }) => found(await queries.execute(new GetTour(params.id, languages.reader(query.lang)))), publicAnswers);
  table.add(catalog.listTourReviews, async ({ params }) => found(await queries.execute(new ListTourReviews(params.id))), publicAnswers);

  table.add(
    catalog.listAdminTours,
    async ({ query }) => queries.execute(new ListAdminTours({ ...query, page: query.page ?? 1, limit: query.limit ?? TOURS_PER_PAGE, lang: query.lang && languages.reader(query.lang) })),
  );
  const logger = container.get<Logger>(TOKENS.Logger);
  table.add(catalog.exportTours, async ({ query, ctx }) => {
    const batches = await queries.execute(new ExportTours({ ...query, lang: query.lang && languages.reader(query.lang) }));
    await sendCsv(ctx, { filename: `tours-${clock.now().toISOString().slice(0, 10)}.csv`, columns: TOUR_EXPORT_COLUMNS, batches }, logger);
  });
  table.add(catalog.getAdminTour, async ({ params }) => found(await queries.execute(new GetAdminTour(params.id))));
  table.add(catalog.createTour, async ({ body }) => {
    const id = await commands.execute(new CreateTour(tourInput(body)));
    return found(await queries.execute(new GetAdminTour(id)));
  });
  table.add(catalog.updateTour, async ({ params, body }) => {
    await commands.execute(new UpdateTour(params.id, tourInput(body)));
    return found(await queries.execute(new GetAdminTour(params.id)));
  });
  table.add(catalog.deleteTour, async ({ params }) => {
    await commands.execute(new DeleteTour(params.id));
  });
  tourTranslationRoutes(table, context);
  providerRoutes(table, context);
}
