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
import type { GetPublicPage } from './get-public-page.query';

type Row = Omit<content.PublicPage, 'html' | 'lang' | 'photos'> & { content: string };

@injectable()
export class GetPublicPageHandler implements QueryHandler<GetPublicPage> {
  constructor(
    @inject(TOKENS.Sql) private readonly sql: Sql,
    @inject(TOKENS.SiteLanguages) private readonly languages: SiteLanguages,
    @inject(MediaPhotos) private readonly media: MediaPhotos,
  ) {}

  async execute(query: GetPublicPage): Promise<content.PublicPage | null> {
    const alternates = alternatesColumn('page_translations', 'page_id', 'p', this.languages.codes);
    const row =
      query.language === SOURCE_LANGUAGE
        ? await this.sql.one<Row>(
            `select p.slug, p.title, p.content, p.meta_description, ${isoTimestamp('p.updated_at')} as updated_at, p.slug as source_slug, ${alternates} as alternates
             from content.pages p where p.slug = ? and p.published`,
            [query.slug],
          )
        : await this.sql.one<Row>(
            `select tr.slug, tr.title, tr.content, tr.meta_description, ${isoTimestamp('tr.updated_at')} as updated_at,
                    p.slug as source_slug, ${alternates} as alternates
             from content.page_translations tr join content.pages p on p.id = tr.page_id
             where tr.language = ? and tr.published and ${query.bySourceSlug ? 'p.slug = ?' : '(tr.slug = ? or p.slug = ?)'}
             order by tr.slug = ? desc limit 1`,
            query.bySourceSlug ? [query.language, query.slug, query.slug] : [query.language, query.slug, query.slug, query.slug],
          );
    if (!row) return null;
    const { content: markdown, ...rest } = row;
    const html = renderMarkdown(markdown);
    const inText = photoUrlsIn(html);
    const photos = await this.media.publicPhotos(inText, query.language);
    return { ...rest, html, lang: query.language, photos: inText.flatMap((url) => photos.get(url) ?? []) };
  }
}
