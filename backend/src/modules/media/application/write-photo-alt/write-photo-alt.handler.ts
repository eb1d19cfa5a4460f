import type { media } from '@costiera/contracts';
import { inject, injectable } from 'inversify';
import type { CommandHandler } from '../../../../kernel/cqrs/command-bus';
import type { UnitOfWork } from '../../../../kernel/cqrs/unit-of-work';
import { BadRequest, NotFound } from '../../../../kernel/errors';
import type { SiteLanguages } from '../../../../kernel/languages';
import { changesBetween } from '../../../../kernel/audit/audit-entry';
import { TOKENS } from '../../../../kernel/tokens';
import { isPhotoId } from '../../domain/photo-id';
import { PHOTO_ALT_CHANGED } from '../../domain/photo-events';
import { PHOTO_COLUMNS, photoOf, type PhotoRow } from '../../infrastructure/photo-rows';
import type { WritePhotoAlt } from './write-photo-alt.command';

@injectable()
export class WritePhotoAltHandler implements CommandHandler<WritePhotoAlt, media.Photo> {
  constructor(@inject(TOKENS.SiteLanguages) private readonly languages: SiteLanguages) {}

  async execute({ photoId, alt }: WritePhotoAlt, uow: UnitOfWork): Promise<media.Photo> {
    const unknown = Object.keys(alt).filter((lang) => !this.languages.codes.includes(lang));
    if (unknown.length > 0) {
      const message = `Alt text can be written in ${this.languages.codes.join(', ')}`;
      throw new BadRequest(message, unknown.map((lang) => ({ field: `alt.${lang}`, message })));
    }
    if (!isPhotoId(photoId)) throw new NotFound('Photo not found');
    const written = Object.fromEntries(Object.entries(alt).filter(([, text]) => text !== ''));
    const removed = Object.keys(alt).filter((lang) => alt[lang] === '');
    const connection = uow.em.getConnection();
    const tx = uow.em.getTransactionContext();
    const [old] = (await connection.execute(`select alt from media.photos where id = ? for update`, [photoId], 'all', tx)) as Array<{ alt: Record<string, string> }>;
    if (!old) throw new NotFound('Photo not found');
    const [row] = (await connection.execute(
      `update media.photos p set alt = (p.alt - ?::text[]) || ?::jsonb where p.id = ? returning ${PHOTO_COLUMNS}`,
      [`{${removed.join(',')}}`, JSON.stringify(written), photoId],
      'all',
      tx,
    )) as PhotoRow[];
    if (!row) throw new NotFound('Photo not found');
    const altOf = (texts: Record<string, string>) => Object.fromEntries(Object.entries(texts).map(([lang, text]) => [`alt_${lang}`, text]));
    uow.audit({ kind: 'photo', itemId: photoId, itemLabel: photoId.slice(0, 12), action: 'update', changes: changesBetween(altOf(old.alt), altOf(row.alt)) });
    uow.record({ name: PHOTO_ALT_CHANGED, payload: { photoId } });
    return photoOf(row);
  }
}
