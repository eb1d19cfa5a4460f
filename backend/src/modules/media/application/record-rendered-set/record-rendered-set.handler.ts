import { injectable } from 'inversify';
import type { CommandHandler } from '../../../../kernel/cqrs/command-bus';
import type { UnitOfWork } from '../../../../kernel/cqrs/unit-of-work';
import { PHOTO_RENDERED } from '../../domain/photo-events';
import type { RecordRenderedSet } from './record-rendered-set.command';

@injectable()
export class RecordRenderedSetHandler implements CommandHandler<RecordRenderedSet, boolean> {
  async execute({ photoId, recipe, widths, width, height }: RecordRenderedSet, uow: UnitOfWork): Promise<boolean> {
    const updated = (await uow.em.getConnection().execute(
      `update media.photos set recipe = ?, widths = ?::integer[], width = ?, height = ?
       where id = ? and (recipe is null or recipe < ?) returning id`,
      [recipe, `{${widths.join(',')}}`, width, height, photoId, recipe],
      'all',
      uow.em.getTransactionContext(),
    )) as unknown[];
    if (updated.length === 0) return false;
    uow.record({ name: PHOTO_RENDERED, payload: { photoId, recipe } });
    return true;
  }
}
