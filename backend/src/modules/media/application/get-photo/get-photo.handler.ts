import type { media } from '@costiera/contracts';
import { inject, injectable } from 'inversify';
import type { QueryHandler } from '../../../../kernel/cqrs/query-bus';
import type { Sql } from '../../../../kernel/database/sql';
import { TOKENS } from '../../../../kernel/tokens';
import { isPhotoId } from '../../domain/photo-id';
import { PHOTO_COLUMNS, photoOf, type PhotoRow } from '../../infrastructure/photo-rows';
import type { GetPhoto } from './get-photo.query';

@injectable()
export class GetPhotoHandler implements QueryHandler<GetPhoto, media.Photo | null> {
  constructor(@inject(TOKENS.Sql) private readonly sql: Sql) {}

  async execute({ id }: GetPhoto): Promise<media.Photo | null> {
    if (!isPhotoId(id)) return null;
    const row = await this.sql.one<PhotoRow>(`select ${PHOTO_COLUMNS} from media.photos p where p.id = ?`, [id]);
    return row && photoOf(row);
  }
}
