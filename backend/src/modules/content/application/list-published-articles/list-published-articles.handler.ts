import { SOURCE_LANGUAGE, type content } from '@costiera/contracts';
import { inject, injectable } from 'inversify';
import type { QueryHandler } from '../../../../kernel/cqrs/query-bus';
import type { Sql } from '../../../../kernel/database/sql';
import { isoTimestamp } from '../../../../kernel/database/postgres';
import { TOKENS } from '../../../../kernel/tokens';
import { MediaPhotos } from '../../../media';
import type { ListPublishedArticles } from './list-published-articles.query';

type Row = Omit<content.PublicArticleSummary, 'featured_photo'>;

@injectable()
export class ListPublishedArticlesHandler implements QueryHandler<ListPublishedArticles> {
  constructor(
    @inject(TOKENS.Sql) private readonly sql: Sql,
    @inject(MediaPhotos) private readonly media: MediaPhotos,
  ) {}

  async execute(query: ListPublishedArticles): Promise<content.PublicArticleSummary[]> {
    const rows = await this.rows(query.language);
    const photos = await this.media.publicPhotos([...new Set(rows.flatMap((r) => r.featured_image ?? []))], query.language);
    return rows.map((r) => ({ ...r, featured_photo: (r.featured_image && photos.get(r.featured_image)) || null }));
  }

  private rows(language: string): Promise<Row[]> {
    if (language === SOURCE_LANGUAGE) {
      return this.sql.rows<Row>(
        `select a.slug, a.title, a.excerpt, a.featured_image, c.name as category_name, ${isoTimestamp('a.created_at')} as created_at
         from content.articles a left join content.categories c on c.id = a.category_id
         where a.published
         order by a.created_at desc, a.id`,
      );
    }
    // An article not published in this language is not in its list (docs/adr/0019).
    return this.sql.rows<Row>(
      `select tr.slug, tr.title, tr.excerpt, a.featured_image, coalesce(ct.name, c.name) as category_name, ${isoTimestamp('a.created_at')} as created_at
       from content.article_translations tr
       join content.articles a on a.id = tr.article_id
       left join content.categories c on c.id = a.category_id
       left join content.category_translations ct on ct.category_id = c.id and ct.language = tr.language
       where tr.language = ? and tr.published
       order by a.created_at desc, a.id`,
      [language],
    );
  }
}
