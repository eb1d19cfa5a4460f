import { rm } from 'node:fs/promises';
import { media } from '@costiera/contracts';
import { BusinessRuleViolation, NotFound, UnsupportedMediaType } from '../../../kernel/errors';
import { readUpload } from '../../../kernel/http/file-upload';
import { Answer, type RouteTable } from '../../../kernel/http/route-table';
import type { ModuleContext } from '../../../kernel/module';
import { GetPhoto } from '../application/get-photo/get-photo.query';
import { MediaPhotos } from '../application/media-photos';
import { WritePhotoAlt } from '../application/write-photo-alt/write-photo-alt.command';
import { PhotoRefused, TOO_MANY_BYTES_MESSAGE } from '../domain/photo-refusal';
import { MEDIA_SETTINGS, type MediaSettings } from '../settings';
import { photoPages } from './photo-pages';

export function mediaRoutes(table: RouteTable, ctx: ModuleContext): void {
  const { commands, queries, container } = ctx;
  const photos = container.get(MediaPhotos);
  const { uploadDir } = container.get<MediaSettings>(MEDIA_SETTINGS);
  const upload = media.uploadPhoto.upload!;
  table.add(media.uploadPhoto, async ({ ctx: request, user }) => {
    // The upload streams into a file, never whole into memory; readUpload removes it if it refuses it.
    const file = await readUpload(request, upload, TOO_MANY_BYTES_MESSAGE, uploadDir);
    try {
      const { photo, created } = await photos.addPhoto(file, user!.id);
      return created ? photo : new Answer(200, photo);
    } catch (err) {
      if (!(err instanceof PhotoRefused)) throw err;
      const field = [{ field: upload.field, message: err.message }];
      if (err.refusal.kind === 'pixels') throw new BusinessRuleViolation(err.message, field);
      throw new UnsupportedMediaType(err.message);
    } finally {
      // Gone already when the store moved it into place; otherwise (refused, a photo already kept, a failure) removed here.
      await rm(file.path, { force: true });
    }
  });
  table.add(media.getPhoto, async ({ params }) => {
    const photo = await queries.execute(new GetPhoto(params.id));
    if (!photo) throw new NotFound('Photo not found');
    return photo;
  });
  table.add(media.writePhotoAlt, async ({ params, body }) => commands.execute(new WritePhotoAlt(params.id, body.alt)));
  photoPages(table, ctx);
}
