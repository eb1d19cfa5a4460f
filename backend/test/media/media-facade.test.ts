import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { media } from '@costiera/contracts';
import { MediaPhotos, WritePhotoAlt } from '../../src/modules/media';
import { startTestApp, type TestApp } from '../support/test-app';
import { scenePhoto } from '../../../bench/lib/scene-photo';

describe('the media facade', () => {
  let app: TestApp;
  let dir: string;
  let photos: MediaPhotos;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'costiera-media-'));
    app = await startTestApp({ MEDIA_DIR: dir });
    photos = app.runtime.container.get(MediaPhotos);
  });
  afterAll(async () => {
    await app.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('imports a photo once, renders it at once, and answers pages only the uploaded photos, alt in their language', async () => {
    const bytes = await scenePhoto(1500, 1000);
    const added = await photos.importPhoto(bytes);
    expect(added).toMatchObject({ url: media.photoPath(added.id), format: 'jpeg', width: 1500, height: 1000, bytes: bytes.length, variants: null, alt: {} });
    expect((await photos.importPhoto(bytes)).id).toBe(added.id);

    await photos.renderNow(added.id);
    await app.runtime.commands.execute(new WritePhotoAlt(added.id, { en: 'Boats at Marina Grande' }));
    const pasted = 'https://images.example/boat.jpg';
    const unknown = media.photoPath('0'.repeat(64));
    const found = await photos.publicPhotos([added.url, pasted, unknown, 'not a url'], 'it');
    expect([...found.keys()]).toEqual([added.url]);
    expect(found.get(added.url)).toEqual({ url: added.url, alt: 'Boats at Marina Grande', width: 1500, height: 1000, variants: { recipe: 1, widths: [320, 640, 960, 1280, 1500] } });
    const variant = await sharp(path.join(dir, 'variants', added.id, 'v1-1200.jpg')).metadata();
    expect(variant.width).toBe(1200);
  });
});
