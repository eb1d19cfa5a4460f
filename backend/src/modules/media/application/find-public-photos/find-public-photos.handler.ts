import { media } from '@costiera/contracts';
import { inject, injectable } from 'inversify';
import type { QueryHandler } from '../../../../kernel/cqrs/query-bus';
import type { Sql } from '../../../../kernel/database/sql';
import { arrayLiteral } from '../../../../kernel/database/postgres';
import { TOKENS } from '../../../../kernel/tokens';
import { PHOTO_COLUMNS, publicPhotoOf, type PhotoRow } from '../../infrastructure/photo-rows';
import type { FindPublicPhotos } from './find-public-photos.query';

@injectable()
export class FindPublicPhotosHandler implements QueryHandler<FindPublicPhotos, Map<string, media.PublicPhoto>> {
  constructor(@inject(TOKENS.Sql) private readonly sql: Sql) {}

  async execute({ urls, language }: FindPublicPhotos): Promise<Map<string, media.PublicPhoto>> {
    const ids = new Map<string, string>();
    for (const url of urls) {
      const id = media.PHOTO_PATH_PATTERN.exec(url)?.[1];
      if (id) ids.set(url, id);
    }
    const found = new Map<string, media.PublicPhoto>();
    if (ids.size === 0) return found;
    const rows = await this.sql.rows<PhotoRow>(`select ${PHOTO_COLUMNS} from media.photos p where p.id = any(?::text[])`, [arrayLiteral([...new Set(ids.values())])]);
    const byId = new Map(rows.map((r) => [r.id, r]));
    for (const [url, id] of ids) {
      const row = byId.get(id);
      if (row) found.set(url, publicPhotoOf(row, url, language));
    }
    return found;
  }
}
