import { media } from '@costiera/contracts';
import { NotFound } from '../../../kernel/errors';
import type { RouteTable } from '../../../kernel/http/route-table';
import type { ModuleContext } from '../../../kernel/module';
import { GetPhoto } from '../application/get-photo/get-photo.query';
import { WritePhotoAlt } from '../application/write-photo-alt/write-photo-alt.command';

export function mediaRoutes(table: RouteTable, { commands, queries }: ModuleContext): void {
  table.add(media.getPhoto, async ({ params }) => {
    const photo = await queries.execute(new GetPhoto(params.id));
    if (!photo) throw new NotFound('Photo not found');
    return photo;
  });
  table.add(media.writePhotoAlt, async ({ params, body }) => commands.execute(new WritePhotoAlt(params.id, body.alt)));
}
