import { SOURCE_LANGUAGE, type content } from '@costiera/contracts';
import { inject, injectable } from 'inversify';
import type { QueryHandler } from '../../../../kernel/cqrs/query-bus';
import type { SiteLanguages } from '../../../../kernel/languages';
import type { Sql } from '../../../../kernel/database/sql';
import { isoTimestamp } from '../../../../kernel/database/postgres';
import { TOKENS } from '../../../../kernel/tokens';
import { alternatesColumn } from '../../infrastructure/content-read-sql';
import { renderMarkdown } from '../../infrastructure/markdown';
import { photoUrlsIn } from '../../infrastructure/markdown-photos';
import { MediaPhotos } from '../../../media';
import type { GetPublicArticle } from './get-public-article.query';

type Row = Omit<content.PublicArticle, 'html' | 'lang' | 'featured_photo' | 'photos'> & { content: string };

@injectable()
export class GetPublicArticleHandler implements QueryHandler<GetPublicArticle> {
  constructor(
    @inject(TOKENS.Sql) private readonly sql: Sql,
    @inject(TOKENS.SiteLanguages) private readonly languages: SiteLanguages,
    @inject(MediaPhotos) private readonly media: MediaPhotos,
  ) {}

  async execute(query: GetPublicArticle): Promise<content.PublicArticle | null> {
    const alternates = alternatesColumn('article_translations', 'article_id', 'a', this.languages.codes);
    const row =
      query.language === SOURCE_LANGUAGE
        ? await this.sql.one<Row>(
            `select a.slug, a.title, a.excerpt, a.content, a.featured_image, c.name as category_name,
                    ${isoTimestamp('a.created_at')} as created_at, ${isoTimestamp('a.updated_at')} as updated_at, ${alternates} as alternates
             from content.articles a left join content.categories c on c.id = a.category_id
             where a.slug = ? and a.published`,
            [query.slug],
          )
        : // The translation's text; the picture, the category and the date written are the article's own.
          await this.sql.one<Row>(
            `select tr.slug, tr.title, tr.excerpt, tr.content, a.featured_image, coalesce(ct.name, c.name) as category_name,
                    ${isoTimestamp('a.created_at')} as created_at, ${isoTimestamp('greatest(a.updated_at, tr.updated_at)')} as updated_at, ${alternates} as alternates
             from content.article_translations tr
             join content.articles a on a.id = tr.article_id
             left join content.categories c on c.id = a.category_id
             left join content.category_translations ct on ct.category_id = c.id and ct.language = tr.language
             where tr.language = ? and tr.slug = ? and tr.published`,
            [query.language, query.slug],
          );
    if (!row) return null;
    const { content: markdown, ...rest } = row;
    const html = renderMarkdown(markdown);
    const inText = photoUrlsIn(html);
    const photos = await this.media.publicPhotos(row.featured_image ? [row.featured_image, ...inText] : inText, query.language);
    return {
      ...rest,
      html,
      lang: query.language,
      featured_photo: (row.featured_image && photos.get(row.featured_image)) || null,
      photos: inText.flatMap((url) => photos.get(url) ?? []),
    };
  }
}
