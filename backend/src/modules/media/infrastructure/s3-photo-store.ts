import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, NoSuchKey, NotFound, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { PhotoStore } from '../application/photo-store';
import type { MediaStoreSettings } from '../settings';

type S3Settings = Extract<MediaStoreSettings, { kind: 's3' }>;

/** Photos as objects of one bucket of an S3-compatible store, shared by every replica. A PUT is atomic: an object appears whole. */
export class S3PhotoStore implements PhotoStore {
  private readonly client: S3Client;
  private readonly bucket: string;

  constructor(settings: S3Settings) {
    this.bucket = settings.bucket;
    this.client = new S3Client({
      region: settings.region,
      ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
      forcePathStyle: settings.forcePathStyle,
      // Checksums only where S3 requires them: several S3-compatible stores refuse the SDK's default trailing checksums.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      ...(settings.accessKeyId && settings.secretAccessKey ? { credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey } } : {}),
    });
  }

  async put(key: string, body: Buffer, contentType: string): Promise<void> {
    await this.client.send(new PutObjectCommand({ Bucket: this.bucket, Key: key, ContentType: contentType, Body: body, ContentLength: body.length }));
  }

  /** The file streams into the PUT, whose length S3 needs before the body (it takes no chunked upload). */
  async putFile(key: string, path: string, contentType: string): Promise<void> {
    const { size } = await stat(path);
    const body = createReadStream(path);
    try {
      await this.client.send(new PutObjectCommand({ Bucket: this.bucket, Key: key, ContentType: contentType, Body: body, ContentLength: size }));
    } finally {
      body.destroy();
    }
  }

  async read(key: string): Promise<Buffer | null> {
    const object = await this.get(key);
    if (!object) return null;
    return Buffer.from(await object.Body!.transformToByteArray());
  }

  async open(key: string): Promise<{ body: Readable; bytes: number } | null> {
    const object = await this.get(key);
    if (!object) return null;
    return { body: object.Body as Readable, bytes: object.ContentLength ?? 0 };
  }

  async exists(key: string): Promise<boolean> {
    try {
      await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key }));
      return true;
    } catch (err) {
      if (isMissing(err)) return false;
      throw err;
    }
  }

  async delete(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }

  private async get(key: string) {
    try {
      return await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key }));
    } catch (err) {
      if (isMissing(err)) return null;
      throw err;
    }
  }
}

function isMissing(err: unknown): boolean {
  return err instanceof NoSuchKey || err instanceof NotFound || (err as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404;
}
