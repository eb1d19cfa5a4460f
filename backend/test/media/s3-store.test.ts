import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import sharp from 'sharp';
import { media } from '@costiera/contracts';
import type { EventWorker } from '../../src/kernel/messaging/event-worker';
import { S3PhotoStore } from '../../src/modules/media/infrastructure/s3-photo-store';
import { startTestApp, type TestApp } from '../support/test-app';
import { eventually, startTestWorker } from '../support/events';
import { scenePhoto } from '../../../bench/lib/scene-photo';
import { startLocalS3, type LocalS3 } from './s3-server';
import { upload, zipOf } from './upload-files';

describe('photos in an S3-compatible store', () => {
  let s3: LocalS3;
  let app: TestApp;
  let dir: string;
  let admin: string;
  let worker: EventWorker;
  let client: S3Client;

  jest.setTimeout(180_000);

  beforeAll(async () => {
    s3 = await startLocalS3();
    dir = await mkdtemp(path.join(os.tmpdir(), 'costiera-media-'));
    // MEDIA_DIR is where disk storage would go: with S3 nothing may land there.
    app = await startTestApp({ ...s3.env, MEDIA_DIR: dir });
    admin = await app.signInAsAdmin();
    worker = startTestWorker(app);
    client = new S3Client({ region: 'us-east-1', endpoint: s3.endpoint, forcePathStyle: true, credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } });
  });
  afterAll(async () => {
    client.destroy();
    await worker.close();
    await app.close();
    await s3.close();
    await rm(dir, { recursive: true, force: true });
  });

  const keys = async () => ((await client.send(new ListObjectsV2Command({ Bucket: s3.bucket }))).Contents ?? []).map((o) => o.Key!).sort();

  it('keeps the original and the variants in the bucket, and serves the variants from it', async () => {
    const res = await upload(app, admin, await scenePhoto(1000, 750, { seed: 14 }), 'amalfi.jpg', 'image/jpeg');
    expect(res.status).toBe(201);
    const id = String(res.body.id);
    const variants = await eventually(async () => (await app.request<media.Photo>('GET', `/api/admin/photos/${id}`, { cookie: admin })).body.variants, 'the variants', 150_000);
    expect(variants.widths).toEqual([320, 640, 960, 1000]);
    expect(await keys()).toEqual([`originals/${id}`, ...variants.widths.flatMap((w) => media.VARIANT_FORMATS.map((f) => `variants/${id}/${media.variantFileName(1, w, f)}`)).sort()].sort());
    expect(await readdir(dir)).toEqual([]);

    const plain = await fetch(`${app.baseUrl}${media.photoPath(id)}`, { redirect: 'manual' });
    expect(plain.headers.get('location')).toBe(media.variantPath(id, 1, 1000, 'jpeg'));
    const variant = await fetch(`${app.baseUrl}${media.variantPath(id, 1, 640, 'avif')}`);
    expect(variant.status).toBe(200);
    expect(variant.headers.get('content-type')).toBe('image/avif');
    expect(variant.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const bytes = Buffer.from(await variant.arrayBuffer());
    expect(Number(variant.headers.get('content-length'))).toBe(bytes.length);
    expect(await sharp(bytes).metadata()).toMatchObject({ format: 'heif', width: 640, height: 480 });
    expect((await fetch(`${app.baseUrl}${media.variantPath(id, 1, 1920, 'avif')}`)).status).toBe(404);
  });

  it('leaves nothing in the bucket of a refused upload', async () => {
    const before = await keys();
    const polyglot = Buffer.concat([await scenePhoto(320, 240, { seed: 15 }), zipOf('a.txt', 'hidden')]);
    expect((await upload(app, admin, polyglot, 'x.jpg', 'image/jpeg')).status).toBe(415);
    expect(await keys()).toEqual(before);
  });

  it('stores a file by its path, streamed from the disk, and leaves the file where it was', async () => {
    const store = new S3PhotoStore({ kind: 's3', bucket: s3.bucket, region: 'us-east-1', endpoint: s3.endpoint, accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER', forcePathStyle: true });
    const elsewhere = await mkdtemp(path.join(os.tmpdir(), 'costiera-upload-'));
    try {
      const file = path.join(elsewhere, 'photo.upload');
      // Several times the stream's chunk size, so the body goes up in pieces.
      const bytes = randomBytes(3 << 20);
      await writeFile(file, bytes);
      const before = await keys();
      await store.putFile('originals/from-a-file', file, 'application/octet-stream');
      expect(await keys()).toEqual([...before, 'originals/from-a-file'].sort());
      expect((await store.read('originals/from-a-file'))?.equals(bytes)).toBe(true);
      expect((await readFile(file)).equals(bytes)).toBe(true);
      await store.delete('originals/from-a-file');
      expect(await keys()).toEqual(before);
    } finally {
      await rm(elsewhere, { recursive: true, force: true });
    }
  });
});
