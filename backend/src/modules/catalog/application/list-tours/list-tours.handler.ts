import type { catalog } from '@costiera/contracts';
import { inject, injectable, optional } from 'inversify';
import type { QueryHandler } from '../../../../kernel/cqrs/query-bus';
import type { Sql } from '../../../../kernel/database/sql';
import { SOURCE_LANGUAGE } from '@costiera/contracts';
import { arrayLiteral } from '../../../../kernel/database/postgres';
import type { SiteLanguages } from '../../../../kernel/languages';
import { TOKENS } from '../../../../kernel/tokens';
import { readerSearch } from '../../infrastructure/tour-search-sql';
import { READER_LANGUAGE_COLUMNS, READER_TEXT_JOIN, readerColumn, type ReaderLanguageRow } from '../../infrastructure/tour-text-sql';
import { readerLanguages } from '../reader-languages';
import { TourCategories } from '../tour-categories';
import { TOUR_AVAILABILITY, type TourAvailabilityPort } from '../tour-availability';
import { MediaPhotos } from '../../../media';
import { photosAmong } from '../tour-photos';
import { categorySlugsFor, locationFilterFor } from './tour-filters';
import type { ListTours } from './list-tours.query';

interface Row extends ReaderLanguageRow {
  id: string;
  title: string;
  category_id: string;
  images: string[];
  rating: string;
  review_count: number;
  short_description: string;
  location: string;
  duration: string;
  max_passengers: number;
  price_from: string;
  currency: string;
  is_private: boolean;
  free_cancellation: boolean;
}

@injectable()
export class ListToursHandler implements QueryHandler<ListTours, catalog.TourListItem[]> {
  constructor(
    @inject(TOKENS.Sql) private readonly sql: Sql,
    @inject(TourCategories) private readonly categories: TourCategories,
    @inject(TOKENS.SiteLanguages) private readonly languages: SiteLanguages,
    @inject(MediaPhotos) private readonly media: MediaPhotos,
    @inject(TOUR_AVAILABILITY) @optional() private readonly availability?: TourAvailabilityPort,
  ) {}

  async execute({ filter }: ListTours): Promise<catalog.TourListItem[]> {
    const language = filter.language ?? SOURCE_LANGUAGE;
    const categories = await this.categories.byId(language);
    const where: string[] = [];
    const params: unknown[] = [language];

    const slugs = categorySlugsFor(filter.category);
    if (slugs) {
      const ids = [...categories.values()].filter((c) => slugs.includes(c.slug)).map((c) => c.id);
      if (ids.length === 0) return [];
      where.push('t.category_id = any(?::uuid[])');
      params.push(arrayLiteral(ids));
    }
    const location = locationFilterFor(filter.location);
    if (location && 'areas' in location) {
      where.push('public.search_text(t.location) = any(?::text[])');
      params.push(arrayLiteral(location.areas));
    } else if (location) {
      where.push('public.search_text(t.location) = public.search_text(?)');
      params.push(location.exact);
    }
    if (filter.people !== undefined) {
      where.push('t.max_passengers >= ?');
      params.push(filter.people);
    }
    const search = readerSearch(filter.search, language);
    if (search) {
      where.push(search.sql);
      params.push(...search.params);
    }

    const rows = await this.sql.rows<Row>(
      `select t.id, ${readerColumn('title')}, t.category_id, t.images, t.rating::text as rating, t.review_count, ${readerColumn('short_description')}, t.location,
              ${readerColumn('duration')}, t.max_passengers, t.price_from::text as price_from, t.currency, t.is_private, t.free_cancellation,
              ${READER_LANGUAGE_COLUMNS}
       from catalog.tours t ${READER_TEXT_JOIN}
       ${where.length ? `where ${where.join(' and ')}` : ''}
       order by t.rating desc, t.review_count desc, t.id`,
      params,
    );
    const people = filter.people ?? 1;
    const next = this.availability ? await this.availability.firstRequestableDates(rows.map((r) => r.id), people, filter.date) : null;
    // With a date: only the tours a party can request that day. With `people` alone: those with any day for them.
    const listed = filter.date !== undefined || filter.people !== undefined ? rows.filter((r) => !next || next.get(r.id)) : rows;
    // One read for every card's photos (only the uploaded ones among the images are found).
    const photos = await this.media.publicPhotos([...new Set(listed.flatMap((r) => r.images))], language);
    return listed.map((r) => {
      const category = categories.get(r.category_id);
      return {
        id: r.id,
        title: r.title,
        category: category?.slug ?? '',
        categoryName: category?.name ?? '',
        images: r.images,
        rating: r.rating,
        reviewCount: r.review_count,
        shortDescription: r.short_description,
        location: r.location,
        duration: r.duration,
        maxPassengers: r.max_passengers,
        priceFrom: r.price_from,
        currency: r.currency,
        isPrivate: r.is_private,
        freeCancellation: r.free_cancellation,
        nextAvailableDate: next ? (next.get(r.id) ?? null) : null,
        ...readerLanguages(this.languages, r),
        categoryLang: category?.lang ?? SOURCE_LANGUAGE,
        photos: photosAmong(r.images, photos),
      };
    });
  }
}
