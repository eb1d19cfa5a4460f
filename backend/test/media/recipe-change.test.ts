import { access, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { MikroORM } from '@mikro-orm/postgresql';
import { media } from '@costiera/contracts';
import { MediaPhotos } from '../../src/modules/media';
import { PhotoRenderer, VARIANT_RENDERING, type VariantRendering } from '../../src/modules/media/application/photo-renderer';
import { rerenderPhotosJob } from '../../src/modules/media/application/rerender-photos';
import { RECIPE, type Recipe } from '../../src/modules/media/domain/recipe';
import { TOKENS } from '../../src/kernel/tokens';
import type { Logger } from '../../src/kernel/logger';
import { startTestApp, type TestApp } from '../support/test-app';
import { eventually } from '../support/events';
import { scenePhoto } from '../../../bench/lib/scene-photo';

/** The next recipe: other widths, so its set differs from the first's in more than its name. */
const NEXT: Recipe = { ...RECIPE, version: RECIPE.version + 1, widths: [480, 960, 1440] };

describe('a change of the variants recipe', () => {
  let app: TestApp;
  let dir: string;
  let admin: string;

  jest.setTimeout(180_000);

  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'costiera-media-'));
    app = await startTestApp({ MEDIA_DIR: dir });
    admin = await app.signInAsAdmin();
  });
  afterAll(async () => {
    await app.close();
    await rm(dir, { recursive: true, force: true });
  });

  const get = (url: string) => fetch(`${app.baseUrl}${url}`, { redirect: 'manual' });
  const exists = (file: string) => access(file).then(() => true, () => false);

  it('re-renders every photo in the background, pages keeping the old variants until the whole new set exists', async () => {
    const photos = app.runtime.container.get(MediaPhotos);
    const photo = await photos.importPhoto(await scenePhoto(1600, 1200, { seed: 2 }));
    await photos.renderNow(photo.id);
    const old = media.variantPath(photo.id, RECIPE.version, 1280, 'jpeg');
    expect((await get(photo.url)).headers.get('location')).toBe(old);

    // The renderer process writes the new set; its answer waits until the test lets it through.
    const rendering = app.runtime.container.get<VariantRendering>(VARIANT_RENDERING);
    const render = rendering.render.bind(rendering);
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let written = false;
    rendering.render = async (id, recipe) => {
      const set = await render(id, recipe);
      written = true;
      await gate;
      return set;
    };

    const job = rerenderPhotosJob(
      { orm: app.runtime.container.get<MikroORM>(TOKENS.Orm), renderer: app.runtime.container.get(PhotoRenderer), logger: app.runtime.container.get<Logger>(TOKENS.Logger) },
      NEXT,
      4,
      1000,
    );
    const running = job.run();
    await eventually(async () => written, 'the files of the new set');
    expect(await exists(path.join(dir, 'variants', photo.id, media.variantFileName(NEXT.version, 480, 'jpeg')))).toBe(true);

    // The new set is written but not yet recorded: pages still get the old one, whole.
    const during = await app.request<media.Photo>('GET', `/api/admin/photos/${photo.id}`, { cookie: admin });
    expect(during.body.variants).toEqual({ recipe: RECIPE.version, widths: [320, 640, 960, 1280, 1600] });
    expect((await get(photo.url)).headers.get('location')).toBe(old);
    expect((await get(old)).status).toBe(200);

    release();
    await running;
    const after = await app.request<media.Photo>('GET', `/api/admin/photos/${photo.id}`, { cookie: admin });
    expect(after.body.variants).toEqual({ recipe: NEXT.version, widths: [480, 960, 1440] });
    expect((await get(photo.url)).headers.get('location')).toBe(media.variantPath(photo.id, NEXT.version, 960, 'jpeg'));
    for (const format of media.VARIANT_FORMATS) expect((await get(media.variantPath(photo.id, NEXT.version, 480, format))).status).toBe(200);
    // The old files stay: a page cached with them still shows its photos.
    expect((await get(old)).status).toBe(200);

    const [rendered] = await app.runtime.orm.em.getConnection().execute<{ n: number }[]>(
      `select count(*)::int as n from messaging.outbox where name = 'media.photo.rendered.v1' and payload->>'photoId' = ?`,
      [photo.id],
    );
    expect(rendered?.n).toBe(2);
    // Nothing is left to re-render: another run changes nothing.
    await job.run();
    expect((await app.request<media.Photo>('GET', `/api/admin/photos/${photo.id}`, { cookie: admin })).body.variants?.recipe).toBe(NEXT.version);
  });
});
