import type { PhotoStore } from '../application/photo-store';
import type { MediaStoreSettings } from '../settings';
import { DiskPhotoStore } from './disk-photo-store';

/** The store the settings name. The S3 client is loaded only when the settings choose it. */
export function photoStoreOf(settings: MediaStoreSettings): PhotoStore {
  if (settings.kind === 'disk') return new DiskPhotoStore(settings.dir);
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { S3PhotoStore } = require('./s3-photo-store') as typeof import('./s3-photo-store');
  return new S3PhotoStore(settings);
}
