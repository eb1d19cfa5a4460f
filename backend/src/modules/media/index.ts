import type { MikroORM } from '@mikro-orm/postgresql';
import type { Logger } from '../../kernel/logger';
import type { AppModule } from '../../kernel/module';
import { TOKENS } from '../../kernel/tokens';
import { rerenderPhotosJob } from './application/rerender-photos';
import { RECIPE } from './domain/recipe';
import { renderPhotoSubscriber } from './subscribers/render-photo-subscriber';
import { AddPhoto } from './application/add-photo/add-photo.command';
import { AddPhotoHandler } from './application/add-photo/add-photo.handler';
import { FindPublicPhotos } from './application/find-public-photos/find-public-photos.query';
import { FindPublicPhotosHandler } from './application/find-public-photos/find-public-photos.handler';
import { GetPhoto } from './application/get-photo/get-photo.query';
import { GetPhotoHandler } from './application/get-photo/get-photo.handler';
import { MediaPhotos } from './application/media-photos';
import { PhotoRenderer, VARIANT_RENDERING } from './application/photo-renderer';
import { PHOTO_STORE } from './application/photo-store';
import { RecordRenderedSet } from './application/record-rendered-set/record-rendered-set.command';
import { RecordRenderedSetHandler } from './application/record-rendered-set/record-rendered-set.handler';
import { WritePhotoAlt } from './application/write-photo-alt/write-photo-alt.command';
import { WritePhotoAltHandler } from './application/write-photo-alt/write-photo-alt.handler';
import { photoStoreOf } from './infrastructure/photo-store-of';
import { staleUploadsJob } from './infrastructure/stale-uploads';
import { ChildVariantRendering } from './infrastructure/render-child';
import { mediaRoutes } from './http/routes';
import { MEDIA_SETTINGS, mediaSettings, type MediaSettings } from './settings';

const HOUR_MS = 60 * 60 * 1000;

/** Media: uploaded photos, their originals and rendered variants, and where the files live. */
export const mediaModule: AppModule = {
  name: 'media',
  entities: [],
  settings: mediaSettings,
  register({ container, commands, queries }) {
    container.bind(PHOTO_STORE).toDynamicValue(() => photoStoreOf(container.get<MediaSettings>(MEDIA_SETTINGS).store)).inSingletonScope();
    container
      .bind(VARIANT_RENDERING)
      .toDynamicValue(() => {
        const settings = container.get<MediaSettings>(MEDIA_SETTINGS);
        return new ChildVariantRendering(settings.store, settings.renderIdleMs);
      })
      .inSingletonScope();
    for (const service of [PhotoRenderer, MediaPhotos]) container.bind(service).toSelf().inSingletonScope();
    const handlers = [AddPhotoHandler, RecordRenderedSetHandler, WritePhotoAltHandler, GetPhotoHandler, FindPublicPhotosHandler];
    for (const handler of handlers) container.bind(handler).toSelf().inSingletonScope();
    commands.register(AddPhoto, AddPhotoHandler);
    commands.register(RecordRenderedSet, RecordRenderedSetHandler);
    commands.register(WritePhotoAlt, WritePhotoAltHandler);
    queries.register(GetPhoto, GetPhotoHandler);
    queries.register(FindPublicPhotos, FindPublicPhotosHandler);
  },
  routes: mediaRoutes,
  subscribers: ({ container }) => [renderPhotoSubscriber(container.get(PhotoRenderer), RECIPE)],
  periodic: ({ container }) => {
    const settings = container.get<MediaSettings>(MEDIA_SETTINGS);
    const deps = { orm: container.get<MikroORM>(TOKENS.Orm), renderer: container.get(PhotoRenderer), logger: container.get<Logger>(TOKENS.Logger) };
    return [rerenderPhotosJob(deps, RECIPE, settings.rerenderBatch, settings.rerenderIntervalMs), staleUploadsJob(settings.uploadDir, HOUR_MS, HOUR_MS)];
  },
};

/**
 * The facade. Pages ask for the photos they show with `MediaPhotos.publicPhotos(urls, language)`
 * (or the query FindPublicPhotos): one query, uploaded photos only, keyed by url. The seed adds
 * demo photos with `MediaPhotos.importPhoto(bytes)` and renders them at once with `renderNow(id)`.
 */
export { MediaPhotos, FindPublicPhotos, GetPhoto, WritePhotoAlt };
export { PhotoRefused } from './domain/photo-refusal';
export { PHOTO_RENDERED, PHOTO_ALT_CHANGED } from './domain/photo-events';
