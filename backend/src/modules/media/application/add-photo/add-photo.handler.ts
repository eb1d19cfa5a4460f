import type { media } from '@costiera/contracts';
import { inject, injectable } from 'inversify';
import type { Clock } from '../../../../kernel/clock';
import type { CommandHandler } from '../../../../kernel/cqrs/command-bus';
import type { UnitOfWork } from '../../../../kernel/cqrs/unit-of-work';
import { changesBetween } from '../../../../kernel/audit/audit-entry';
import { TOKENS } from '../../../../kernel/tokens';
import { PHOTO_UPLOADED } from '../../domain/photo-events';
import { PHOTO_COLUMNS, photoOf, type PhotoRow } from '../../infrastructure/photo-rows';
import type { AddPhoto } from './add-photo.command';

@injectable()
export class AddPhotoHandler implements CommandHandler<AddPhoto, { photo: media.Photo; created: boolean }> {
  constructor(@inject(TOKENS.Clock) private readonly clock: Clock) {}

  async execute({ photo, createdBy }: AddPhoto, uow: UnitOfWork): Promise<{ photo: media.Photo; created: boolean }> {
    const connection = uow.em.getConnection();
    const tx = uow.em.getTransactionContext();
    const inserted = (await connection.execute(
      `insert into media.photos (id, format, width, height, bytes, created_at, created_by) values (?, ?, ?, ?, ?, ?, ?)
       on conflict (id) do nothing returning id`,
      [photo.id, photo.format, photo.width, photo.height, photo.bytes, this.clock.now(), createdBy],
      'all',
      tx,
    )) as unknown[];
    const created = inserted.length > 0;
    if (created) {
      uow.record({ name: PHOTO_UPLOADED, payload: { photoId: photo.id } });
      // A repeat upload of stored bytes changes nothing, so only the first is on the trail.
      const stored = { format: photo.format, width: photo.width, height: photo.height, bytes: photo.bytes };
      uow.audit({ kind: 'photo', itemId: photo.id, itemLabel: photo.id.slice(0, 12), action: 'upload', changes: changesBetween(null, stored) });
    }
    const [row] = (await connection.execute(`select ${PHOTO_COLUMNS} from media.photos p where p.id = ?`, [photo.id], 'all', tx)) as PhotoRow[];
    return { photo: photoOf(row!), created };
  }
}
