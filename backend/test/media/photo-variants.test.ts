import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { media } from '@costiera/contracts';
import type { EventWorker } from '../../src/kernel/messaging/event-worker';
import { startTestApp, type TestApp } from '../support/test-app';
import { eventually, startTestWorker } from '../support/events';
import { GPS_IFD_POINTER, ifd0Tags } from './exif';
import { scenePhoto } from '../../../bench/lib/scene-photo';
import { upload } from './upload-files';

describe("a photo's variants", () => {
  let app: TestApp;
  let dir: string;
  let admin: string;
  let worker: EventWorker | null = null;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'costiera-media-'));
    app = await startTestApp({ MEDIA_DIR: dir });
    admin = await app.signInAsAdmin();
  });
  afterAll(async () => {
    await worker?.close();
    await app.close();
    await rm(dir, { recursive: true, force: true });
  });

  const photoOf = async (id: string) => (await app.request<media.Photo>('GET', `/api/admin/photos/${id}`, { cookie: admin })).body;
  const rendered = (id: string) => eventually(async () => (await photoOf(id)).variants, `the variants of ${id}`, 150_000);

  // Each test makes and renders photos of a few megapixels: on a busy machine that takes a while.
  jest.setTimeout(180_000);

  it('are rendered by the worker after the upload, turned upright, with no EXIF, XMP or GPS left in any of them', async () => {
    // A 2000 x 1500 photo stored on its side (orientation 6, as phones do), with GPS coordinates and a camera name.
    const withGps = await sharp(await scenePhoto(2000, 1500, { seed: 4 }))
      .withMetadata({ orientation: 6 })
      .withExifMerge({
        IFD0: { Make: 'Costiera Test Camera' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '40/1 37/1 48/1', GPSLongitudeRef: 'E', GPSLongitude: '14/1 22/1 30/1' },
      })
      .jpeg({ quality: 90 })
      .toBuffer();
    const before = await sharp(withGps).metadata();
    expect(ifd0Tags(before.exif)).toContain(GPS_IFD_POINTER);
    expect(before.orientation).toBe(6);

    const res = await upload(app, admin, withGps, 'IMG_2041.jpg', 'image/jpeg');
    expect(res.status).toBe(201);
    const id = String(res.body.id);
    expect(res.body).toMatchObject({ width: 1500, height: 2000 });
    // Not rendered yet: the plain address asks the client to come back.
    const early = await fetch(`${app.baseUrl}${media.photoPath(id)}`, { redirect: 'manual' });
    expect(early.status).toBe(503);
    expect(early.headers.get('retry-after')).toBe('5');

    worker = startTestWorker(app);
    const variants = await rendered(id);
    expect(variants).toEqual({ recipe: 1, widths: [320, 640, 960, 1280, 1500] });

    const files = (await readdir(path.join(dir, 'variants', id))).sort();
    const expected = [...variants.widths.flatMap((w) => media.VARIANT_FORMATS.map((f) => media.variantFileName(1, w, f))), media.variantFileName(1, 1200, 'jpeg')].sort();
    expect(files).toEqual(expected);
    for (const file of files) {
      const meta = await sharp(await readFile(path.join(dir, 'variants', id, file))).metadata();
      const width = Number(/-(\d+)\./.exec(file)![1]);
      expect({ file, exif: meta.exif, xmp: meta.xmp, orientation: meta.orientation, width: meta.width, height: meta.height }).toEqual({
        file,
        exif: undefined,
        xmp: undefined,
        orientation: undefined,
        width,
        height: Math.round((width * 2000) / 1500),
      });
    }
    // The original is kept as uploaded (GPS included) but never served.
    expect(ifd0Tags((await sharp(await readFile(path.join(dir, 'originals', id))).metadata()).exif)).toContain(GPS_IFD_POINTER);
    expect((await fetch(`${app.baseUrl}/media/photos/${id}/original`)).status).toBe(404);
  });

  it('are served with their type and a year of immutable caching; the plain address redirects to the 1280-wide JPEG', async () => {
    const res = await upload(app, admin, await scenePhoto(2000, 1400, { seed: 8 }), 'positano.jpg', 'image/jpeg');
    const id = String(res.body.id);
    worker ??= startTestWorker(app);
    const variants = await rendered(id);
    expect(variants.widths).toEqual([320, 640, 960, 1280, 1920]);

    const plain = await fetch(`${app.baseUrl}${media.photoPath(id)}`, { redirect: 'manual' });
    expect(plain.status).toBe(302);
    expect(plain.headers.get('location')).toBe(media.variantPath(id, 1, 1280, 'jpeg'));
    expect(plain.headers.get('cache-control')).toBe('public, max-age=300');

    for (const format of media.VARIANT_FORMATS) {
      const variant = await fetch(`${app.baseUrl}${media.variantPath(id, 1, 640, format)}`);
      expect(variant.status).toBe(200);
      expect(variant.headers.get('content-type')).toBe(media.VARIANT_TYPES[format]);
      expect(variant.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(variant.headers.get('x-content-type-options')).toBe('nosniff');
      const bytes = Buffer.from(await variant.arrayBuffer());
      expect((await sharp(bytes).metadata()).width).toBe(640);
      expect(Number(variant.headers.get('content-length'))).toBe(bytes.length);
      // A browser revalidating (fetch() alone would add no-cache to a conditional request, which forbids a 304).
      const again = await fetch(`${app.baseUrl}${media.variantPath(id, 1, 640, format)}`, { headers: { 'if-none-match': variant.headers.get('etag')!, 'cache-control': 'max-age=0' } });
      expect(again.status).toBe(304);
    }
    const share = media.shareImagePath({ url: media.photoPath(id), width: 2000, variants });
    expect(share).toBe(media.variantPath(id, 1, 1200, 'jpeg'));
    expect((await fetch(`${app.baseUrl}${share}`)).status).toBe(200);

    for (const missing of [media.variantPath(id, 1, 1200, 'avif'), media.variantPath(id, 2, 640, 'jpeg'), `/media/photos/${id}/v1-640.png`, media.variantPath('f'.repeat(64), 1, 640, 'jpeg'), media.photoPath('f'.repeat(64)), '/media/photos/not-a-photo']) {
      expect({ missing, status: (await fetch(`${app.baseUrl}${missing}`, { redirect: 'manual' })).status }).toEqual({ missing, status: 404 });
    }
  });

  it('of a photo narrower than the widest are no wider than it: its own width, and its widest JPEG for sharing', async () => {
    const res = await upload(app, admin, await scenePhoto(700, 500, { seed: 12 }), 'small.jpg', 'image/jpeg');
    const id = String(res.body.id);
    worker ??= startTestWorker(app);
    const variants = await rendered(id);
    expect(variants.widths).toEqual([320, 640, 700]);
    expect((await readdir(path.join(dir, 'variants', id))).sort()).toEqual(['v1-320.avif', 'v1-320.jpg', 'v1-320.webp', 'v1-640.avif', 'v1-640.jpg', 'v1-640.webp', 'v1-700.avif', 'v1-700.jpg', 'v1-700.webp']);
    expect(media.shareImagePath({ url: media.photoPath(id), width: 700, variants })).toBe(media.variantPath(id, 1, 700, 'jpeg'));
    const plain = await fetch(`${app.baseUrl}${media.photoPath(id)}`, { redirect: 'manual' });
    expect(plain.headers.get('location')).toBe(media.variantPath(id, 1, 700, 'jpeg'));
  });
});
