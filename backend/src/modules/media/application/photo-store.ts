import type { Readable } from 'node:stream';

/**
 * Where photo files live, by key: `originals/<id>` (the uploaded bytes, never served) and
 * `variants/<id>/v<recipe>-<width>.<ext>`. Writes are whole or absent: a reader never sees half
 * a file under its key.
 */
export interface PhotoStore {
  /** Writes `body` under `key`. */
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /**
   * Writes the file at `path` under `key` without reading it into memory. The file may be moved
   * rather than copied; the caller removes `path` afterwards in case it was not.
   */
  putFile(key: string, path: string, contentType: string): Promise<void>;
  /** The file's bytes, or null when there is none. */
  read(key: string): Promise<Buffer | null>;
  /** A stream of the file with its size, or null when there is none. */
  open(key: string): Promise<{ readonly body: Readable; readonly bytes: number } | null>;
  exists(key: string): Promise<boolean>;
  delete(key: string): Promise<void>;
}

export const PHOTO_STORE = Symbol.for('media.PhotoStore');

export const originalKey = (id: string) => `originals/${id}`;
export const variantKey = (id: string, file: string) => `variants/${id}/${file}`;
