import type { AppModule } from '../../kernel/module';
import { CATEGORY_USAGE } from '../content';
import { ProviderSchema, ReviewSchema, TourSchema, TourTombstoneSchema, TourTranslationSchema } from './infrastructure/catalog.schema';
import { TourCategoryUsage } from './infrastructure/tour-category-usage';
import { TourCategories } from './application/tour-categories';
import { CreateTour } from './application/create-tour/create-tour.command';
import { CreateTourHandler } from './application/create-tour/create-tour.handler';
import { UpdateTour } from './application/update-tour/update-tour.command';
import { UpdateTourHandler } from './application/update-tour/update-tour.handler';
import { DeleteTour } from './application/delete-tour/delete-tour.command';
import { DeleteTourHandler } from './application/delete-tour/delete-tour.handler';
import { RecordReview } from './application/record-review/record-review.command';
import { RecordReviewHandler } from './application/record-review/record-review.handler';
import { ListTours } from './application/list-tours/list-tours.query';
import { ListToursHandler } from './application/list-tours/list-tours.handler';
import { GetTour } from './application/get-tour/get-tour.query';
import { GetTourHandler } from './application/get-tour/get-tour.handler';
import { ListTourReviews } from './application/list-tour-reviews/list-tour-reviews.query';
import { ListTourReviewsHandler } from './application/list-tour-reviews/list-tour-reviews.handler';
import { ListAdminTours } from './application/list-admin-tours/list-admin-tours.query';
import { ListAdminToursHandler } from './application/list-admin-tours/list-admin-tours.handler';
import { GetAdminTour } from './application/get-admin-tour/get-admin-tour.query';
import { GetAdminTourHandler } from './application/get-admin-tour/get-admin-tour.handler';
import { FindTourFacts } from './application/find-tour-facts/find-tour-facts.query';
import { ExportTours } from './application/export-tours/export-tours.query';
import { ExportToursHandler } from './application/export-tours/export-tours.handler';
import { FindTourFactsHandler } from './application/find-tour-facts/find-tour-facts.handler';
import { FindSimilarTours } from './application/find-similar-tours/find-similar-tours.query';
import { FindSimilarToursHandler } from './application/find-similar-tours/find-similar-tours.handler';
import { CountTours } from './application/count-tours/count-tours.query';
import { CountToursHandler } from './application/count-tours/count-tours.handler';
import { WasTourDeleted } from './application/was-tour-deleted/was-tour-deleted.query';
import { WasTourDeletedHandler } from './application/was-tour-deleted/was-tour-deleted.handler';
import { DeletedTourProvider } from './application/deleted-tour-provider/deleted-tour-provider.query';
import { DeletedTourProviderHandler } from './application/deleted-tour-provider/deleted-tour-provider.handler';
import { ListTourSitemapEntries } from './application/list-tour-sitemap-entries/list-tour-sitemap-entries.query';
import { ListTourSitemapEntriesHandler } from './application/list-tour-sitemap-entries/list-tour-sitemap-entries.handler';
import { CreateProvider } from './application/create-provider/create-provider.command';
import { CreateProviderHandler } from './application/create-provider/create-provider.handler';
import { UpdateProvider } from './application/update-provider/update-provider.command';
import { UpdateProviderHandler } from './application/update-provider/update-provider.handler';
import { DeleteProvider } from './application/delete-provider/delete-provider.command';
import { DeleteProviderHandler } from './application/delete-provider/delete-provider.handler';
import { ListProviders } from './application/list-providers/list-providers.query';
import { ListProvidersHandler } from './application/list-providers/list-providers.handler';
import { GetProvider } from './application/get-provider/get-provider.query';
import { GetProviderHandler } from './application/get-provider/get-provider.handler';
import { GetProviderBookingAddresses } from './application/get-provider-booking-addresses/get-provider-booking-addresses.query';
import { GetProviderBookingAddressesHandler } from './application/get-provider-booking-addresses/get-provider-booking-addresses.handler';
import { FindProviderTours } from './application/find-provider-tours/find-provider-tours.query';
import { FindProviderToursHandler } from './application/find-provider-tours/find-provider-tours.handler';
import { TourTranslationStates } from './application/tour-translation-states';
import { WriteTourTranslation } from './application/write-tour-translation/write-tour-translation.command';
import { WriteTourTranslationHandler } from './application/write-tour-translation/write-tour-translation.handler';
import { ConfirmTourTranslation } from './application/confirm-tour-translation/confirm-tour-translation.command';
import { ConfirmTourTranslationHandler } from './application/confirm-tour-translation/confirm-tour-translation.handler';
import { DeleteTourTranslation } from './application/delete-tour-translation/delete-tour-translation.command';
import { DeleteTourTranslationHandler } from './application/delete-tour-translation/delete-tour-translation.handler';
import { GetTourTranslation } from './application/get-tour-translation/get-tour-translation.query';
import { GetTourTranslationHandler } from './application/get-tour-translation/get-tour-translation.handler';
import { FindTourTexts } from './application/find-tour-texts/find-tour-texts.query';
import { FindTourTextsHandler } from './application/find-tour-texts/find-tour-texts.handler';
import { catalogRoutes } from './http/routes';

/** Catalog: tours, their translations and reviews, the public list and detail, the admin tour CRUD, the providers directory. */
export const catalogModule: AppModule = {
  name: 'catalog',
  entities: [TourSchema, ReviewSchema, TourTombstoneSchema, ProviderSchema, TourTranslationSchema],
  register({ container, commands, queries }) {
    container.bind(CATEGORY_USAGE).to(TourCategoryUsage).inSingletonScope();
    container.bind(TourCategories).toSelf().inSingletonScope();
    container.bind(TourTranslationStates).toSelf().inSingletonScope();
    const handlers = [
      CreateTourHandler, UpdateTourHandler, DeleteTourHandler, RecordReviewHandler,
      ListToursHandler, GetTourHandler, ListTourReviewsHandler, ListAdminToursHandler, ExportToursHandler, GetAdminTourHandler, FindTourFactsHandler, FindSimilarToursHandler, CountToursHandler,
      WasTourDeletedHandler, DeletedTourProviderHandler, ListTourSitemapEntriesHandler,
      CreateProviderHandler, UpdateProviderHandler, DeleteProviderHandler, ListProvidersHandler, GetProviderHandler, GetProviderBookingAddressesHandler,
      FindProviderToursHandler,
      WriteTourTranslationHandler, ConfirmTourTranslationHandler, DeleteTourTranslationHandler, GetTourTranslationHandler, FindTourTextsHandler,
    ];
    for (const handler of handlers) container.bind(handler).toSelf().inSingletonScope();
    commands.register(CreateTour, CreateTourHandler);
    commands.register(UpdateTour, UpdateTourHandler);
    commands.register(DeleteTour, DeleteTourHandler);
    commands.register(RecordReview, RecordReviewHandler);
    queries.register(ListTours, ListToursHandler);
    queries.register(GetTour, GetTourHandler);
    queries.register(ListTourReviews, ListTourReviewsHandler);
    queries.register(ListAdminTours, ListAdminToursHandler);
    queries.register(GetAdminTour, GetAdminTourHandler);
    queries.register(FindTourFacts, FindTourFactsHandler);
    queries.register(ExportTours, ExportToursHandler);
    queries.register(FindSimilarTours, FindSimilarToursHandler);
    queries.register(CountTours, CountToursHandler);
    queries.register(WasTourDeleted, WasTourDeletedHandler);
    queries.register(DeletedTourProvider, DeletedTourProviderHandler);
    queries.register(ListTourSitemapEntries, ListTourSitemapEntriesHandler);
    commands.register(CreateProvider, CreateProviderHandler);
    commands.register(UpdateProvider, UpdateProviderHandler);
    commands.register(DeleteProvider, DeleteProviderHandler);
    queries.register(ListProviders, ListProvidersHandler);
    queries.register(GetProvider, GetProviderHandler);
    queries.register(GetProviderBookingAddresses, GetProviderBookingAddressesHandler);
    queries.register(FindProviderTours, FindProviderToursHandler);
    commands.register(WriteTourTranslation, WriteTourTranslationHandler);
    commands.register(ConfirmTourTranslation, ConfirmTourTranslationHandler);
    commands.register(DeleteTourTranslation, DeleteTourTranslationHandler);
    queries.register(GetTourTranslation, GetTourTranslationHandler);
    queries.register(FindTourTexts, FindTourTextsHandler);
  },
  routes: catalogRoutes,
};

/**
 * The facade: tour facts for bookings (FindTourFacts, or TOUR_FACTS_JOIN inside a read of their own), where a tour's booking requests go
 * (GetProviderBookingAddresses), a provider's tours (ListProviderTours: their calendar feed, with FindTourTexts: their words in the provider's language), the count for the dashboard (CountTours), similar tours for an
 * expired request (FindSimilarTours, titled in the request's language), whether a tour URL names a deleted tour (WasTourDeleted:
 * 410 Gone) and the provider it had last (DeletedTourProvider), the catalogue's sitemap URLs (ListTourSitemapEntries), and the commands and reads
 * the seed uses (WriteTourTranslation: a tour's text in another of the site's languages).
 */
export { WasTourDeleted, DeletedTourProvider, ListTourSitemapEntries, FindTourFacts, FindSimilarTours, GetProviderBookingAddresses, CountTours, CreateTour, RecordReview, GetAdminTour, ListTourReviews, CreateProvider, GetProvider };
export { FindProviderTours, WriteTourTranslation, GetTourTranslation, FindTourTexts };
export type { TourTexts } from './application/find-tour-texts/find-tour-texts.query';
export type { TourText } from './domain/tour-translation';
export { TOUR_FACTS_JOIN, tourFactsOf, type TourFacts, type TourFactsRow, type TourFactsText } from './infrastructure/tour-facts-sql';
export { TOUR_AVAILABILITY, type TourAvailabilityPort } from './application/tour-availability';
export type { ProviderOf } from './application/get-provider-booking-addresses/get-provider-booking-addresses.query';
export type { ProviderFacts } from './domain/provider';
export type { TourSummary } from './application/find-tour-facts/find-tour-facts.query';
export type { SimilarTour } from './application/find-similar-tours/find-similar-tours.query';
export type { CatalogSitemapEntries } from './application/list-tour-sitemap-entries/list-tour-sitemap-entries.query';
export type { TourInput } from './application/tour-input';
export type { ReviewFacts } from './domain/review';
