import type { media } from '@costiera/contracts';
import { inject, injectable } from 'inversify';
import type { CommandBus } from '../../../kernel/cqrs/command-bus';
import type { QueryBus } from '../../../kernel/cqrs/query-bus';
import { TOKENS } from '../../../kernel/tokens';
import { RECIPE } from '../domain/recipe';
import { checkPhoto, checkPhotoFile, type PhotoFile } from '../infrastructure/photo-sniffer';
import { AddPhoto, type CheckedPhoto } from './add-photo/add-photo.command';
import { FindPublicPhotos } from './find-public-photos/find-public-photos.query';
import { GetPhoto } from './get-photo/get-photo.query';
import { PhotoRenderer } from './photo-renderer';
import { originalKey, PHOTO_STORE, type PhotoStore } from './photo-store';

/**
 * What other modules and the seed ask of the media module (bound in the container; part of the
 * facade): the photos a page shows, and a photo added from a file with its variants rendered
 * at once (the seed's demo photos, which no worker may be running to render).
 */
@injectable()
export class MediaPhotos {
  constructor(
    @inject(TOKENS.QueryBus) private readonly queries: QueryBus,
    @inject(TOKENS.CommandBus) private readonly commands: CommandBus,
    @inject(PHOTO_STORE) private readonly store: PhotoStore,
    @inject(PhotoRenderer) private readonly renderer: PhotoRenderer,
  ) {}

  /** One query: the uploaded photos among `urls`, keyed by url; other urls are absent. Alt text in `language`, else English, else ''. */
  publicPhotos(urls: readonly string[], language: string): Promise<Map<string, media.PublicPhoto>> {
    return this.queries.execute(new FindPublicPhotos(urls, language));
  }

  /**
   * Adds a photo from its bytes, through the same checks as an upload (a PhotoRefused error
   * otherwise), and answers it; the same bytes again answer the existing photo.
   */
  async importPhoto(bytes: Buffer, createdBy: string | null = null): Promise<media.Photo> {
    const checked = await checkPhoto(bytes);
    return (await this.keep(checked, createdBy, (key) => this.store.put(key, bytes, 'application/octet-stream'))).photo;
  }

  /**
   * An upload's work, from the file it was written to: the checks (PhotoRefused: nothing is
   * kept), then the original under its content hash, then the row, whose commit sends the worker
   * to render it. Bytes stored before answer the existing photo (`created` false) without writing
   * anything. The file may be moved into the store; the caller removes whatever is left of it.
   */
  async addPhoto(file: PhotoFile, createdBy: string | null): Promise<{ photo: media.Photo; created: boolean }> {
    const checked = await checkPhotoFile(file);
    return this.keep(checked, createdBy, (key) => this.store.putFile(key, file.path, 'application/octet-stream'));
  }

  private async keep(checked: CheckedPhoto, createdBy: string | null, write: (key: string) => Promise<void>): Promise<{ photo: media.Photo; created: boolean }> {
    const existing = await this.queries.execute(new GetPhoto(checked.id));
    if (existing) return { photo: existing, created: false };
    const key = originalKey(checked.id);
    await write(key);
    try {
      return await this.commands.execute(new AddPhoto(checked, createdBy));
    } catch (err) {
      // The original goes with its row, unless a simultaneous upload of the same bytes made that row.
      if (!(await this.queries.execute(new GetPhoto(checked.id)))) await this.store.delete(key);
      throw err;
    }
  }

  /** Renders a photo's variants by the current recipe now, in this process (the seed; the worker's job does it otherwise). */
  async renderNow(photoId: string): Promise<void> {
    if (!(await this.renderer.render(photoId, RECIPE))) throw new Error(`photo ${photoId} has no original to render`);
  }
}
