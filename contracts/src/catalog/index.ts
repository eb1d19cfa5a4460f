import * as t from 'io-ts';
import { closed, decimal, queryDate, emailList, integer, nullable, oneOf, optionalText, paged, queryInt, queryText, text, textList, urlList, boolean } from '../codecs';
import { csvFile, NoContent, route } from '../http';
import { queryLanguage, TranslationState, TranslationStates } from '../i18n/languages';
import { PublicPhoto } from '../media';

export { TOUR_CATEGORIES, TOUR_CATEGORY_GROUPS } from './tour-categories';
export const CURRENCIES = ['EUR', 'USD', 'GBP'] as const;
export const Currency = oneOf('Currency', CURRENCIES);

/** Public list shape (camelCase, SPEC section 3). */
export const TourListItem = t.type(
  {
    id: t.string,
    title: t.string,
    category: t.string,
    categoryName: t.string,
    images: t.array(t.string),
    rating: t.string,
    reviewCount: t.number,
    shortDescription: t.string,
    location: t.string,
    duration: t.string,
    maxPassengers: t.number,
    priceFrom: t.string,
    currency: t.string,
    isPrivate: t.boolean,
    freeCancellation: t.boolean,
    /** The first day a party of `people` (1 without the filter) can request; null: none within the booking horizon. */
    nextAvailableDate: nullable(t.string),
    /** The language the text is in: the one asked for (`lang`) where the tour is translated into it, otherwise English. */
    lang: t.string,
    /** The site's languages the tour has its own text in: English and each it is translated into. */
    languages: t.array(t.string),
    /** The language `categoryName` is in. */
    categoryLang: t.string,
    /** The uploaded photos among `images`, in their order, alt text in the reader's language (pasted URLs have none). */
    photos: t.array(PublicPhoto),
  },
  'TourListItem',
);
export type TourListItem = t.TypeOf<typeof TourListItem>;

/** Public detail shape (snake_case, SPEC section 3, plus what the booking modal needs). */
export const TourDetail = t.type(
  {
    id: t.string,
    title: t.string,
    category: t.string,
    category_name: t.string,
    rating: t.string,
    review_count: t.number,
    images: t.array(t.string),
    description: t.string,
    short_description: t.string,
    included: t.array(t.string),
    not_included: t.array(t.string),
    additional_info: nullable(t.string),
    meeting_point: t.string,
    location: t.string,
    duration: t.string,
    is_private: t.boolean,
    free_cancellation: t.boolean,
    provider_name: t.string,
    provider_rating: t.string,
    price_from: t.string,
    currency: t.string,
    max_passengers: t.number,
    /** The language the text is in: the one asked for (`lang`) where the tour is translated into it, otherwise English. */
    lang: t.string,
    /** The site's languages the tour has its own text in: English and each it is translated into. */
    languages: t.array(t.string),
    /** The language `category_name` is in. */
    category_lang: t.string,
    /** The uploaded photos among `images`, in their order, alt text in the reader's language (pasted URLs have none). */
    photos: t.array(PublicPhoto),
  },
  'TourDetail',
);
export type TourDetail = t.TypeOf<typeof TourDetail>;

/** Public review shape. */
export const Review = t.type(
  { id: t.string, title: t.string, rating: t.number, date: t.string, content: t.string, authorInitials: t.string, authorName: t.string },
  'Review',
);
export type Review = t.TypeOf<typeof Review>;

export const TourListQuery = closed(
  {},
  {
    search: queryText('Search'),
    /** A category slug (private-boat-tour, ...) or a group (boat-tours, excursions, rentals); 'all' is no filter. */
    category: queryText('Category'),
    /** A departure/location (sorrento, positano, amalfi, capri, naples, ...) or a destination id; 'all' is no filter. */
    location: queryText('Location'),
    /** Alias of location: the home page links /tours?destination=capri. */
    destination: queryText('Destination'),
    /** Only tours that can be requested on this day (for `people`, 1 if absent). */
    date: queryDate('Date'),
    /** Only tours that take a party this large (on `date`, when given: seats left included). */
    people: queryInt('People', 1, 1000),
    /** The reader's language (English when absent): the tours' text where translated, and what `search` matches. */
    lang: queryLanguage,
  },
  'TourListQuery',
);

export const listTours = route({ name: 'catalog.list-tours', method: 'GET', path: '/api/tours', access: 'public', query: TourListQuery, response: t.array(TourListItem) });
const TourIdParams = t.type({ id: t.string });
/** The reader's language (English when absent). */
export const LanguageQuery = closed({}, { lang: queryLanguage }, 'LanguageQuery');
export const getTour = route({ name: 'catalog.get-tour', method: 'GET', path: '/api/tours/:id', access: 'public', params: TourIdParams, query: LanguageQuery, response: TourDetail });
export const listTourReviews = route({ name: 'catalog.list-tour-reviews', method: 'GET', path: '/api/tours/:id/reviews', access: 'public', params: TourIdParams, response: t.array(Review) });

/** A tour as the admin reads and edits it (snake_case). */
export const AdminTour = t.type(
  {
    id: t.string,
    title: t.string,
    description: t.string,
    short_description: t.string,
    category_id: t.string,
    category: t.string,
    category_name: t.string,
    location: t.string,
    duration: t.string,
    max_passengers: t.number,
    price_from: t.string,
    currency: t.string,
    rating: t.string,
    review_count: t.number,
    images: t.array(t.string),
    included: t.array(t.string),
    not_included: t.array(t.string),
    meeting_point: t.string,
    provider_id: t.string,
    provider_name: t.string,
    provider_rating: t.string,
    /** Whether the provider id is an active provider of the directory (false: its requests go to the bookings inbox). */
    provider_contact: t.boolean,
    is_private: t.boolean,
    free_cancellation: t.boolean,
    additional_info: nullable(t.string),
    created_at: t.string,
    updated_at: t.string,
    /** Each of the site's languages other than English: whether the tour's translation is missing, stale or current. */
    translations: TranslationStates,
  },
  'AdminTour',
);
export type AdminTour = t.TypeOf<typeof AdminTour>;

/**
 * The body of tour create and update: snake_case keys, as the admin form converts them. No
 * rating or review count: they come from the tour's reviews, and a body naming them is refused.
 */
export const TourBody = closed(
  {
    title: text('Title', 200),
    short_description: text('Short description', 500),
    description: text('Description', 20000),
    category_id: text('Category', 64),
    location: text('Location', 100),
    duration: text('Duration', 100),
    max_passengers: integer('Max passengers', 1, 1000),
    meeting_point: text('Meeting point', 500),
    price_from: decimal('Price from', { digits: 10, scale: 2, min: 0 }),
    provider_name: text('Provider name', 200),
    provider_id: text('Provider id', 100),
  },
  {
    currency: Currency,
    additional_info: optionalText('Additional information', 5000),
    provider_rating: decimal('Provider rating', { digits: 2, scale: 1, min: 0, max: 5 }),
    images: urlList('Images'),
    included: textList('Included'),
    not_included: textList('Not included'),
    is_private: boolean('Private tour'),
    free_cancellation: boolean('Free cancellation'),
  },
  'TourBody',
);
export type TourBody = t.TypeOf<typeof TourBody>;

export const AdminTourListQuery = closed(
  {},
  {
    page: queryInt('Page', 1, 1_000_000),
    limit: queryInt('Limit', 1, 100),
    search: queryText('Search'),
    /** A category id ('all' or empty is no filter). */
    category: queryText('Category'),
    location: queryText('Location'),
    /** With `search`: also match the tours' translations into this language (English always matches). */
    lang: queryLanguage,
  },
  'AdminTourListQuery',
);

/** The columns of the tours export, in order. */
export const TOUR_EXPORT_COLUMNS = [
  'id', 'title', 'category', 'location', 'duration', 'price_from', 'currency', 'max_passengers', 'provider_name', 'provider_id',
  'rating', 'review_count', 'is_private', 'free_cancellation', 'created_at',
] as const;

/** Every tour the admin list's filters match (all pages), newest first, as a CSV file. */
export const exportTours = route({
  name: 'catalog.admin.export-tours',
  method: 'GET',
  path: '/api/admin/exports/tours.csv',
  access: 'admin',
  query: closed({}, { search: queryText('Search'), category: queryText('Category'), location: queryText('Location'), lang: queryLanguage }, 'TourExportQuery'),
  response: csvFile('ToursCsv', TOUR_EXPORT_COLUMNS),
  mediaType: 'text/csv',
});

const IdParams = t.type({ id: t.string });
export const listAdminTours = route({ name: 'catalog.admin.list-tours', method: 'GET', path: '/api/admin/tours', access: 'admin', query: AdminTourListQuery, response: paged(AdminTour) });
export const getAdminTour = route({ name: 'catalog.admin.get-tour', method: 'GET', path: '/api/admin/tours/:id', access: 'admin', params: IdParams, response: AdminTour });
export const createTour = route({ name: 'catalog.admin.create-tour', method: 'POST', path: '/api/admin/tours', access: 'admin', body: TourBody, response: AdminTour });
export const updateTour = route({ name: 'catalog.admin.update-tour', method: 'PUT', path: '/api/admin/tours/:id', access: 'admin', params: IdParams, body: TourBody, response: AdminTour });
export const deleteTour = route({ name: 'catalog.admin.delete-tour', method: 'DELETE', path: '/api/admin/tours/:id', access: 'admin', params: IdParams, response: NoContent, status: 204 });

/** A provider of the directory as the admin reads it (snake_case, like the tours). */
export const AdminProvider = t.type(
  {
    /** The tours' provider_id (e.g. PRV-CBC-01). */
    id: t.string,
    name: t.string,
    /** Where booking requests for the provider's tours go (one or more). */
    booking_emails: t.array(t.string),
    phone: nullable(t.string),
    languages: t.array(t.string),
    /** An inactive provider keeps its entry, but its requests go to the bookings inbox. */
    active: t.boolean,
    /** How many tours name this provider id. */
    tour_count: t.number,
    created_at: t.string,
    updated_at: t.string,
  },
  'AdminProvider',
);
export type AdminProvider = t.TypeOf<typeof AdminProvider>;

const providerFields = { name: text('Name', 200), booking_emails: emailList('Booking emails') };
const providerOptionalFields = {
  phone: optionalText('Phone', 50),
  languages: textList('Languages', 20, 50),
  active: boolean('Active'),
};
/** The body of provider update: the id stays (tours refer to it). */
export const ProviderBody = closed(providerFields, providerOptionalFields, 'ProviderBody');
export type ProviderBody = t.TypeOf<typeof ProviderBody>;
/** The body of provider create: the id is the one tours name as provider_id. */
export const NewProviderBody = closed({ id: text('Provider id', 100), ...providerFields }, providerOptionalFields, 'NewProviderBody');
export type NewProviderBody = t.TypeOf<typeof NewProviderBody>;

export const ProviderListQuery = closed(
  {},
  {
    page: queryInt('Page', 1, 1_000_000),
    limit: queryInt('Limit', 1, 100),
    /** Part of the name, the id or a booking email. */
    search: queryText('Search'),
  },
  'ProviderListQuery',
);

/** A provider's id in a path: any text a tour may name as provider_id. */
const ProviderIdParams = t.type({ id: text('Provider id', 100) });

export const listProviders = route({ name: 'catalog.admin.list-providers', method: 'GET', path: '/api/admin/providers', access: 'admin', query: ProviderListQuery, response: paged(AdminProvider) });
export const getProvider = route({ name: 'catalog.admin.get-provider', method: 'GET', path: '/api/admin/providers/:id', access: 'admin', params: ProviderIdParams, response: AdminProvider });
export const createProvider = route({ name: 'catalog.admin.create-provider', method: 'POST', path: '/api/admin/providers', access: 'admin', body: NewProviderBody, response: AdminProvider });
export const updateProvider = route({ name: 'catalog.admin.update-provider', method: 'PUT', path: '/api/admin/providers/:id', access: 'admin', params: ProviderIdParams, body: ProviderBody, response: AdminProvider });
export const deleteProvider = route({ name: 'catalog.admin.delete-provider', method: 'DELETE', path: '/api/admin/providers/:id', access: 'admin', params: ProviderIdParams, response: NoContent, status: 204 });

/** The text of a tour a translation carries: every field of the tour that is words a reader reads. */
export const TourText = t.type(
  {
    title: t.string,
    short_description: t.string,
    description: t.string,
    included: t.array(t.string),
    not_included: t.array(t.string),
    meeting_point: t.string,
    additional_info: nullable(t.string),
    duration: t.string,
  },
  'TourText',
);
export type TourText = t.TypeOf<typeof TourText>;

/** A tour's translation into one language, as stored. */
export const TourTranslation = t.intersection(
  [TourText, t.type({ language: t.string, updated_at: t.string, updated_by: nullable(t.string) })],
  'TourTranslation',
);
export type TourTranslation = t.TypeOf<typeof TourTranslation>;

/** A translation with where it stands and the tour's English text beside it, for editing side by side. */
export const TourTranslationAnswer = t.type(
  { tour_id: t.string, language: t.string, state: TranslationState, translation: TourTranslation, english: TourText },
  'TourTranslationAnswer',
);
export type TourTranslationAnswer = t.TypeOf<typeof TourTranslationAnswer>;

/**
 * The body of a translation's upsert (snake_case, like the tour form). Fields are optional here:
 * which ones a translation must fill depends on the English (every field it fills), and the
 * server answers 422 naming those left empty.
 */
export const TourTranslationBody = closed(
  {},
  {
    title: optionalText('Title', 200),
    short_description: optionalText('Short description', 500),
    description: optionalText('Description', 20000),
    included: textList('Included'),
    not_included: textList('Not included'),
    meeting_point: optionalText('Meeting point', 500),
    additional_info: optionalText('Additional information', 5000),
    duration: optionalText('Duration', 100),
  },
  'TourTranslationBody',
);
export type TourTranslationBody = t.TypeOf<typeof TourTranslationBody>;

/** A tour and one of the site's languages other than English (anything else: 422 naming the site's languages). */
const TranslationParams = t.type({ id: t.string, lang: t.string });
const translationPath = '/api/admin/tours/:id/translations/:lang';
export const getTourTranslation = route({ name: 'catalog.admin.get-tour-translation', method: 'GET', path: translationPath, access: 'admin', params: TranslationParams, response: TourTranslationAnswer });
export const putTourTranslation = route({ name: 'catalog.admin.put-tour-translation', method: 'PUT', path: translationPath, access: 'admin', params: TranslationParams, body: TourTranslationBody, response: TourTranslationAnswer });
/** The English changed but the translation still holds: it becomes current as it is. */
export const confirmTourTranslation = route({ name: 'catalog.admin.confirm-tour-translation', method: 'POST', path: `${translationPath}/confirm`, access: 'admin', params: TranslationParams, response: TourTranslationAnswer, status: 200 });
export const deleteTourTranslation = route({ name: 'catalog.admin.delete-tour-translation', method: 'DELETE', path: translationPath, access: 'admin', params: TranslationParams, response: NoContent, status: 204 });
