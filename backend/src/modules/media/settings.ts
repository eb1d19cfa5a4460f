import os from 'node:os';
import path from 'node:path';
import * as t from 'io-ts';
import { text } from '@costiera/contracts';
import { Bool, declareSettings, positive } from '../../kernel/settings';

/** Where photos are kept: the local disk, or an S3-compatible object store (replicas share it). */
export type MediaStoreSettings =
  | { readonly kind: 'disk'; readonly dir: string }
  | {
      readonly kind: 's3';
      readonly bucket: string;
      readonly region: string;
      readonly endpoint: string | null;
      readonly accessKeyId: string | null;
      readonly secretAccessKey: string | null;
      readonly forcePathStyle: boolean;
    };

export interface MediaSettings {
  readonly store: MediaStoreSettings;
  /**
   * Where an upload is written while it streams in, before its checks: under MEDIA_DIR with the
   * disk store, so an accepted file is renamed into place; the system's temporary directory with S3.
   */
  readonly uploadDir: string;
  /** Photos the background re-render takes per run (4), and how often it runs (30 s). */
  readonly rerenderBatch: number;
  readonly rerenderIntervalMs: number;
  /** How long the renderer process is kept without a photo to render before it exits (30 s). */
  readonly renderIdleMs: number;
}

const StoreKind = t.keyof({ disk: null, s3: null }, 'MEDIA_STORE');

export const mediaSettings = declareSettings(
  'media',
  {
    optional: {
      MEDIA_STORE: StoreKind,
      MEDIA_DIR: text('MEDIA_DIR', 1000),
      MEDIA_S3_BUCKET: text('MEDIA_S3_BUCKET', 255),
      MEDIA_S3_REGION: text('MEDIA_S3_REGION', 100),
      MEDIA_S3_ENDPOINT: text('MEDIA_S3_ENDPOINT', 1000),
      MEDIA_S3_ACCESS_KEY_ID: text('MEDIA_S3_ACCESS_KEY_ID', 500),
      MEDIA_S3_SECRET_ACCESS_KEY: text('MEDIA_S3_SECRET_ACCESS_KEY', 500),
      MEDIA_S3_FORCE_PATH_STYLE: Bool,
      MEDIA_RERENDER_BATCH: positive('MEDIA_RERENDER_BATCH'),
      MEDIA_RERENDER_INTERVAL_MS: positive('MEDIA_RERENDER_INTERVAL_MS'),
      MEDIA_RENDER_IDLE_MS: positive('MEDIA_RENDER_IDLE_MS'),
    },
  },
  (e): MediaSettings => {
    const dir = e.MEDIA_DIR ?? 'var/media';
    const store: MediaStoreSettings =
      e.MEDIA_STORE === 's3'
        ? {
            kind: 's3',
            bucket: e.MEDIA_S3_BUCKET ?? 'costiera-media',
            region: e.MEDIA_S3_REGION ?? 'us-east-1',
            endpoint: e.MEDIA_S3_ENDPOINT ?? null,
            accessKeyId: e.MEDIA_S3_ACCESS_KEY_ID ?? null,
            secretAccessKey: e.MEDIA_S3_SECRET_ACCESS_KEY ?? null,
            forcePathStyle: e.MEDIA_S3_FORCE_PATH_STYLE ?? false,
          }
        : { kind: 'disk', dir };
    const uploadDir = store.kind === 'disk' ? path.join(dir, 'uploads') : path.join(os.tmpdir(), 'costiera-uploads');
    return { store, uploadDir, rerenderBatch: e.MEDIA_RERENDER_BATCH ?? 4, rerenderIntervalMs: e.MEDIA_RERENDER_INTERVAL_MS ?? 30_000,
      renderIdleMs: e.MEDIA_RENDER_IDLE_MS ?? 30_000,
    };
  },
);

/** The container key of the media settings. */
export const MEDIA_SETTINGS = mediaSettings.token;
