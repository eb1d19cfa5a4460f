import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { media } from '@costiera/contracts';
import { eventually } from '../support/events';
import { startTestApp, type TestApp } from '../support/test-app';
import { scenePhoto } from '../../../bench/lib/scene-photo';
import { HTML_PAGE, PDF_FILE, SVG_WITH_SCRIPT, heicHeader, lateAnimatedPng, upload, zipOf } from './upload-files';

const ACCEPTED = 'Upload a JPEG, PNG, WebP or AVIF photo.';

/** Every file under `dir`, relative to it. */
async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((e) => e.isFile()).map((e) => path.relative(dir, path.join(e.parentPath, e.name))).sort();
}

describe('uploading a photo', () => {
  let app: TestApp;
  let dir: string;
  let admin: string;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'costiera-media-'));
    app = await startTestApp({ MEDIA_DIR: dir });
    admin = await app.signInAsAdmin();
  });
  afterAll(async () => {
    await app.close();
    await rm(dir, { recursive: true, force: true });
  });

  const photoCount = async () => {
    const [row] = await app.runtime.orm.em.getConnection().execute<{ n: number }[]>('select count(*)::int as n from media.photos');
    return row!.n;
  };

  /** The refusal changed nothing: no row, no file (original, variant or partial upload). */
  async function expectNothingKept(before: { rows: number; files: string[] }) {
    expect(await photoCount()).toBe(before.rows);
    expect(await filesUnder(dir)).toEqual(before.files);
  }
  const snapshot = async () => ({ rows: await photoCount(), files: await filesUnder(dir) });
  /** Where an upload is written while it streams in (under MEDIA_DIR with the disk store). */
  const uploads = () => path.join(dir, 'uploads');

  it.each([
    ['jpeg', 'image/jpeg', 'harbour.jpg'],
    ['png', 'image/png', 'harbour.png'],
    ['webp', 'image/webp', 'harbour.webp'],
    ['avif', 'image/avif', 'harbour.avif'],
  ] as const)('takes %s photos: 201 with its format, size and bytes, the original kept under its content hash', async (format, type, name) => {
    const bytes = await scenePhoto(640, 480, { format, seed: name.length + format.length });
    const res = await upload(app, admin, bytes, name, type);
    expect(res.status).toBe(201);
    const photo = res.body as unknown as media.Photo;
    expect(photo).toMatchObject({ format, width: 640, height: 480, bytes: bytes.length, alt: {}, variants: null, url: media.photoPath(photo.id) });
    expect(photo.id).toMatch(/^[0-9a-f]{64}$/);
    expect(await filesUnder(dir)).toContain(`originals/${photo.id}`);
    expect(await filesUnder(uploads())).toEqual([]);
    const got = await app.request<media.Photo>('GET', `/api/admin/photos/${photo.id}`, { cookie: admin });
    expect(got.status).toBe(200);
    expect(got.body).toEqual(photo);
  });

  it('decides the format from the bytes: a PNG named .jpg and declared image/jpeg is stored as the PNG it is', async () => {
    const bytes = await scenePhoto(400, 300, { format: 'png', seed: 7 });
    const res = await upload(app, admin, bytes, 'beach.jpg', 'image/jpeg');
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ format: 'png', width: 400, height: 300 });
  });

  it('stores the same photo once: the second upload answers the first photo with 200', async () => {
    const bytes = await scenePhoto(500, 400, { seed: 11 });
    const first = await upload(app, admin, bytes, 'a.jpg', 'image/jpeg');
    const rows = await photoCount();
    const second = await upload(app, admin, bytes, 'copy of a.jpg', 'image/jpeg');
    expect([first.status, second.status]).toEqual([201, 200]);
    expect(second.body).toEqual(first.body);
    expect(await photoCount()).toBe(rows);
    expect((await filesUnder(dir)).filter((f) => f === `originals/${String(first.body.id)}`)).toHaveLength(1);
    expect(await filesUnder(uploads())).toEqual([]);
  });

  it('reads the size as shown: a portrait photo stored turned (EXIF orientation 6) is taller than wide', async () => {
    const stored = await sharp(await scenePhoto(600, 400, { seed: 3 })).withMetadata({ orientation: 6 }).jpeg().toBuffer();
    const res = await upload(app, admin, stored, 'portrait.jpg', 'image/jpeg');
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ width: 400, height: 600 });
  });

  it.each([
    ['an SVG with a script', SVG_WITH_SCRIPT, 'logo.svg', 'image/svg+xml'],
    ['an SVG named .jpg and declared a JPEG', SVG_WITH_SCRIPT, 'photo.jpg', 'image/jpeg'],
    ['an HTML page named .jpg and declared a JPEG', HTML_PAGE, 'photo.jpg', 'image/jpeg'],
    ['a PDF', PDF_FILE, 'brochure.pdf', 'application/pdf'],
    ['an iPhone HEIC photo', heicHeader(), 'IMG_0001.HEIC', 'image/heic'],
  ])('refuses %s with 415, saying what it takes, and keeps nothing', async (_what, bytes, name, type) => {
    const before = await snapshot();
    const res = await upload(app, admin, bytes, name, type);
    expect(res.status).toBe(415);
    expect(res.body).toMatchObject({ error: 'unsupported_media_type', message: ACCEPTED });
    await expectNothingKept(before);
  });

  it('refuses a JPEG with a ZIP appended (a polyglot) with 415, and keeps nothing', async () => {
    const jpeg = await scenePhoto(320, 240, { seed: 5 });
    expect((await upload(app, admin, jpeg, 'fine.jpg', 'image/jpeg')).status).toBe(201);
    const before = await snapshot();
    const polyglot = Buffer.concat([await scenePhoto(320, 240, { seed: 6 }), zipOf('payload.html', '<script>alert(1)</script>')]);
    // A sniffer that reads only the start sees a JPEG: the check is where the image ends.
    expect((await sharp(polyglot).metadata()).format).toBe('jpeg');
    const res = await upload(app, admin, polyglot, 'photo.jpg', 'image/jpeg');
    expect(res.status).toBe(415);
    expect(res.body.message).toBe(ACCEPTED);
    await expectNothingKept(before);
  });

  it('refuses an animated PNG with 415, though its animation shows only past its first kilobytes, and keeps nothing', async () => {
    const before = await snapshot();
    const res = await upload(app, admin, lateAnimatedPng(await scenePhoto(320, 240, { format: 'png', seed: 8 })), 'moving.png', 'image/png');
    expect(res.status).toBe(415);
    expect(res.body.message).toBe(ACCEPTED);
    await expectNothingKept(before);
  });

  it('refuses a file over 20 MB with 413 while it streams in, and keeps nothing', async () => {
    const before = await snapshot();
    const jpeg = await scenePhoto(320, 240, { seed: 9 });
    const oversize = Buffer.concat([jpeg, Buffer.alloc(media.PHOTO_MAX_BYTES + 1 - jpeg.length)]);
    const res = await upload(app, admin, oversize, 'huge.jpg', 'image/jpeg');
    expect(res.status).toBe(413);
    expect(res.body).toMatchObject({ error: 'payload_too_large', message: 'The photo is too large: at most 20 MB.' });
    await expectNothingKept(before);
  });

  it('removes what it wrote of an upload the client cuts off mid-stream, and keeps nothing', async () => {
    const before = await snapshot();
    const boundary = 'costiera-cut-off';
    const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="cut.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`);
    const jpeg = Buffer.concat([await scenePhoto(320, 240, { seed: 33 }), randomBytes(4 << 20)]);
    const request = http.request(`${app.baseUrl}${media.uploadPhoto.path}`, {
      method: 'POST',
      headers: { cookie: admin, 'content-type': `multipart/form-data; boundary=${boundary}`, 'content-length': String(head.length + jpeg.length + boundary.length + 8) },
    });
    request.on('error', () => undefined);
    request.write(head);
    request.write(jpeg.subarray(0, jpeg.length >> 1));
    // The file is being written before the client goes: the cut-off is what has to remove it.
    await eventually(async () => (await filesUnder(uploads())).length === 1, 'the upload to reach its file');
    request.destroy();
    await eventually(async () => (await filesUnder(uploads())).length === 0, 'the partial upload to be removed');
    await expectNothingKept(before);
  });

  it('refuses an image over 40 megapixels from its header with 422, and keeps nothing', async () => {
    const before = await snapshot();
    // 8000 x 5001: one row over the limit; a flat colour keeps the file small, so only the pixel count refuses it.
    const huge = await sharp({ create: { width: 8000, height: 5001, channels: 3, background: '#3b7dd8' } }).jpeg({ quality: 50 }).toBuffer();
    expect(huge.length).toBeLessThan(media.PHOTO_MAX_BYTES);
    const res = await upload(app, admin, huge, 'panorama.jpg', 'image/jpeg');
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({ error: 'unprocessable', message: 'The photo is too large to show: at most 40 megapixels (this one has 40.0).' });
    await expectNothingKept(before);
  });

  it('takes one file in the part "file", sent as multipart/form-data', async () => {
    const before = await snapshot();
    const asJson = await app.request('POST', media.uploadPhoto.path, { cookie: admin, body: { file: 'x' } });
    expect(asJson.status).toBe(415);
    const form = new FormData();
    form.append('photo', new Blob([new Uint8Array(await scenePhoto(100, 100))], { type: 'image/jpeg' }), 'a.jpg');
    const wrongPart = await fetch(`${app.baseUrl}${media.uploadPhoto.path}`, { method: 'POST', body: form, headers: { cookie: admin } });
    expect(wrongPart.status).toBe(400);
    const empty = await fetch(`${app.baseUrl}${media.uploadPhoto.path}`, { method: 'POST', body: new FormData(), headers: { cookie: admin } });
    expect(empty.status).toBe(400);
    await expectNothingKept(before);
  });

  it('takes uploads from admins only, from the site itself', async () => {
    const before = await snapshot();
    const bytes = await scenePhoto(320, 240, { seed: 21 });
    expect((await upload(app, '', bytes, 'a.jpg', 'image/jpeg')).status).toBe(401);
    expect((await upload(app, await app.signInAsNonAdmin(), bytes, 'a.jpg', 'image/jpeg')).status).toBe(403);
    const crossSite = await upload(app, admin, bytes, 'a.jpg', 'image/jpeg', { origin: 'https://evil.example' });
    expect(crossSite.status).toBe(403);
    expect(crossSite.body.message).toBe('Cross-site requests are not accepted');
    await expectNothingKept(before);
  });
});
