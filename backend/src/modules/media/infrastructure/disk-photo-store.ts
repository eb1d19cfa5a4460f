import { createReadStream } from 'node:fs';
import { copyFile, mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { randomUUID } from 'node:crypto';
import { dirname, join } from 'node:path';
import type { Readable } from 'node:stream';
import type { PhotoStore } from '../application/photo-store';

/** Photos as files under one directory (MEDIA_DIR). A file is written beside its key and renamed into place, so it appears whole. */
export class DiskPhotoStore implements PhotoStore {
  constructor(private readonly root: string) {}

  async put(key: string, body: Buffer): Promise<void> {
    const target = this.path(key);
    await mkdir(dirname(target), { recursive: true });
    await this.whole(target, (partial) => writeFile(partial, body));
  }

  /** The upload directory sits under MEDIA_DIR, so a file is renamed into place; from another device it is copied beside its key first. */
  async putFile(key: string, path: string): Promise<void> {
    const target = this.path(key);
    await mkdir(dirname(target), { recursive: true });
    try {
      await rename(path, target);
      return;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EXDEV') throw err;
    }
    await this.whole(target, (partial) => copyFile(path, partial));
  }

  /** `write` fills a file beside `target`, which is then renamed onto it; a failed write leaves nothing. */
  private async whole(target: string, write: (partial: string) => Promise<void>): Promise<void> {
    const partial = `${target}.${randomUUID()}.part`;
    try {
      await write(partial);
      await rename(partial, target);
    } catch (err) {
      await rm(partial, { force: true });
      throw err;
    }
  }

  async read(key: string): Promise<Buffer | null> {
    try {
      return await readFile(this.path(key));
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw err;
    }
  }

  async open(key: string): Promise<{ body: Readable; bytes: number } | null> {
    const path = this.path(key);
    try {
      const { size } = await stat(path);
      return { body: createReadStream(path), bytes: size };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw err;
    }
  }

  async exists(key: string): Promise<boolean> {
    try {
      await stat(this.path(key));
      return true;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return false;
      throw err;
    }
  }

  async delete(key: string): Promise<void> {
    await rm(this.path(key), { force: true });
  }

  /** Keys are made by the module from hex ids and fixed names only, never from request text. */
  private path(key: string): string {
    if (!/^[a-z0-9/._-]+$/.test(key) || key.includes('..')) throw new Error(`not a photo key: ${key}`);
    return join(this.root, key);
  }
}
