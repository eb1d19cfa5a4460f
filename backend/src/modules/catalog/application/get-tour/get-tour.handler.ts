import { SOURCE_LANGUAGE, type catalog } from '@costiera/contracts';
import { inject, injectable } from 'inversify';
import type { QueryHandler } from '../../../../kernel/cqrs/query-bus';
import type { Sql } from '../../../../kernel/database/sql';
import { isUuid } from '../../../../kernel/database/postgres';
import type { SiteLanguages } from '../../../../kernel/languages';
import { TOKENS } from '../../../../kernel/tokens';
import { READER_LANGUAGE_COLUMNS, READER_TEXT_JOIN, readerColumn, type ReaderLanguageRow } from '../../infrastructure/tour-text-sql';
import { readerLanguages } from '../reader-languages';
import { TourCategories } from '../tour-categories';
import { MediaPhotos } from '../../../media';
import { photosAmong } from '../tour-photos';
import type { GetTour } from './get-tour.query';

type Row = Omit<catalog.TourDetail, 'category' | 'category_name' | 'category_lang' | 'lang' | 'languages' | 'photos'> & { category_id: string } & ReaderLanguageRow;

@injectable()
export class GetTourHandler implements QueryHandler<GetTour, catalog.TourDetail | null> {
  constructor(
    @inject(TOKENS.Sql) private readonly sql: Sql,
    @inject(TourCategories) private readonly categories: TourCategories,
    @inject(TOKENS.SiteLanguages) private readonly languages: SiteLanguages,
    @inject(MediaPhotos) private readonly media: MediaPhotos,
  ) {}

  async execute(query: GetTour): Promise<catalog.TourDetail | null> {
    if (!isUuid(query.id)) return null;
    const row = await this.sql.one<Row>(
      `select t.id, ${readerColumn('title')}, t.category_id, t.rating::text as rating, t.review_count, t.images, ${readerColumn('description')},
              ${readerColumn('short_description')}, ${readerColumn('included')}, ${readerColumn('not_included')},
              ${readerColumn('additional_info')}, ${readerColumn('meeting_point')}, t.location, ${readerColumn('duration')}, t.is_private, t.free_cancellation,
              t.provider_name, t.provider_rating::text as provider_rating, t.price_from::text as price_from, t.currency, t.max_passengers,
              ${READER_LANGUAGE_COLUMNS}
       from catalog.tours t ${READER_TEXT_JOIN} where t.id = ?`,
      [query.language, query.id],
    );
    if (!row) return null;
    const [categories, photos] = await Promise.all([this.categories.byId(query.language), this.media.publicPhotos(row.images, query.language)]);
    const category = categories.get(row.category_id);
    const { category_id: _categoryId, text_language: _textLanguage, translated_into: _translatedInto, ...detail } = row;
    return {
      ...detail,
      category: category?.slug ?? '',
      category_name: category?.name ?? '',
      ...readerLanguages(this.languages, row),
      category_lang: category?.lang ?? SOURCE_LANGUAGE,
      photos: photosAmong(row.images, photos),
    };
  }
}
