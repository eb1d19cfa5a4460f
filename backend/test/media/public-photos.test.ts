import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { catalog, content, media } from '@costiera/contracts';
import { MediaPhotos, WritePhotoAlt } from '../../src/modules/media';
import { startTestApp, type TestApp } from '../support/test-app';
import { buildPublicServer } from '../support/public-server-build';
import { createCategory, createTour, expectShape } from '../catalog/fixtures';
import { scenePhoto } from '../../../bench/lib/scene-photo';

/**
 * The public reads and pages carry the uploaded photos among what they show (through the media
 * module's facade): alt text in the reader's language, the rendered variants, nothing for a
 * pasted URL. A photo rendered or described anew reaches the cached answers and rendered pages
 * on the next read.
 */
jest.setTimeout(120_000);

const SITE = 'http://costiera.test';
const PASTED = 'https://images.example.com/capri.jpg';
let app: TestApp;
let mediaDir: string;
let frontendsDir: string;
let cookie: string;
let photos: MediaPhotos;
/** Rendered, described in English and Italian. */
let harbour: media.Photo;
/** Rendered later in the tests; described in English only. */
let grotto: media.Photo;
let tourId: string;

const tourList = async (lang?: string) => (await app.request<catalog.TourListItem[]>('GET', `/api/tours${lang ? `?lang=${lang}` : ''}`)).body.find((t) => t.id === tourId)!;
const tourDetail = async (lang?: string) => (await app.request<catalog.TourDetail>('GET', `/api/tours/${tourId}${lang ? `?lang=${lang}` : ''}`)).body;
const setAlt = (photo: media.Photo, alt: Record<string, string>) => app.runtime.commands.execute(new WritePhotoAlt(photo.id, alt));

beforeAll(async () => {
  mediaDir = await mkdtemp(path.join(os.tmpdir(), 'costiera-public-photos-'));
  ({ dir: frontendsDir } = buildPublicServer('photos'));
  app = await startTestApp({ MEDIA_DIR: mediaDir, FRONTENDS_DIR: frontendsDir });
  cookie = await app.signInAsAdmin();
  photos = app.runtime.container.get(MediaPhotos);
  harbour = await photos.importPhoto(await scenePhoto(1600, 1000, { seed: 7 }));
  await photos.renderNow(harbour.id);
  await setAlt(harbour, { en: 'Boats in the harbour of Marina Grande', it: 'Barche nel porto di Marina Grande' });
  grotto = await photos.importPhoto(await scenePhoto(800, 600, { seed: 8 }));
  await setAlt(grotto, { en: 'The Blue Grotto' });
  const categoryId = await createCategory(app, cookie, { name: 'Private Boat Tour', slug: 'private-boat-tour', type: 'tour' });
  tourId = await createTour(app, cookie, categoryId, { title: 'Capri Harbour by Boat', images: [harbour.url, PASTED, grotto.url] });
});
afterAll(async () => {
  await app.close();
  await rm(mediaDir, { recursive: true, force: true });
  await rm(frontendsDir, { recursive: true, force: true });
});

describe('the public tour reads', () => {
  it('carry the uploaded photos among the images, in their order, alt in the reader\'s language, a pasted URL left out', async () => {
    const harbourPhoto = { url: harbour.url, alt: 'Boats in the harbour of Marina Grande', width: 1600, height: 1000, variants: { recipe: 1, widths: [320, 640, 960, 1280, 1600] } };
    const grottoPhoto = { url: grotto.url, alt: 'The Blue Grotto', width: 800, height: 600, variants: null };
    const list = await tourList();
    expectShape(catalog.TourListItem, list);
    expect(list.images).toEqual([harbour.url, PASTED, grotto.url]);
    expect(list.photos).toEqual([harbourPhoto, grottoPhoto]);
    const detail = await tourDetail();
    expectShape(catalog.TourDetail, detail);
    expect(detail.photos).toEqual([harbourPhoto, grottoPhoto]);

    // Italian where written, English where not.
    expect((await tourList('it')).photos.map((p) => p.alt)).toEqual(['Barche nel porto di Marina Grande', 'The Blue Grotto']);
    expect((await tourDetail('it')).photos.map((p) => p.alt)).toEqual(['Barche nel porto di Marina Grande', 'The Blue Grotto']);
  });

  it('show an alt text changed and a photo rendered on the very next read, though the answers are cached', async () => {
    await tourList();
    await tourDetail('it');
    await setAlt(grotto, { en: 'Inside the Blue Grotto', it: 'Dentro la Grotta Azzurra' });
    expect((await tourList()).photos[1]!.alt).toBe('Inside the Blue Grotto');
    expect((await tourDetail('it')).photos[1]!.alt).toBe('Dentro la Grotta Azzurra');

    expect((await tourDetail()).photos[1]!.variants).toBeNull();
    await photos.renderNow(grotto.id);
    expect((await tourDetail()).photos[1]!.variants).toEqual({ recipe: 1, widths: [320, 640, 800] });
    expect((await tourList('it')).photos[1]!.variants).toEqual({ recipe: 1, widths: [320, 640, 800] });
  });
});

describe('the public articles and pages', () => {
  let articleCategory: string;
  beforeAll(async () => {
    articleCategory = await createCategory(app, cookie, { name: 'Stories', slug: 'stories', type: 'article' });
  });

  it('describe an uploaded featured photo and the photos the Markdown shows; a pasted featured image has none', async () => {
    const markdown = `A day at sea.\n\n![The harbour at dawn](${harbour.url})\n\n![](${PASTED})\n\n![Again](${harbour.url})`;
    const made = await app.request('POST', '/api/admin/articles', {
      cookie,
      body: { title: 'Capri by Boat', slug: 'capri-by-boat', content: markdown, excerpt: 'A day at sea', categoryId: articleCategory, featuredImage: grotto.url, published: true },
    });
    expect(made.status).toBe(201);
    const pasted = await app.request('POST', '/api/admin/articles', {
      cookie,
      body: { title: 'Pasted Picture', slug: 'pasted-picture', content: 'Text.', excerpt: 'Pasted', categoryId: articleCategory, featuredImage: PASTED, published: true },
    });
    expect(pasted.status).toBe(201);

    const article = (await app.request<content.PublicArticle>('GET', '/api/articles/capri-by-boat')).body;
    expectShape(content.PublicArticle, article);
    expect(article.featured_photo).toMatchObject({ url: grotto.url, alt: 'Inside the Blue Grotto' });
    expect(article.photos).toEqual([{ url: harbour.url, alt: 'Boats in the harbour of Marina Grande', width: 1600, height: 1000, variants: { recipe: 1, widths: [320, 640, 960, 1280, 1600] } }]);
    expect(article.html).toContain(`<img src="${harbour.url}" alt="The harbour at dawn" />`);

    const list = (await app.request<{ data: content.PublicArticleSummary[] }>('GET', '/api/articles?lang=en')).body.data;
    expect(list.find((a) => a.slug === 'capri-by-boat')!.featured_photo).toMatchObject({ url: grotto.url });
    expect(list.find((a) => a.slug === 'pasted-picture')).toMatchObject({ featured_image: PASTED, featured_photo: null });
    expect((await app.request<content.PublicArticle>('GET', '/api/articles/pasted-picture')).body).toMatchObject({ featured_photo: null, photos: [] });

    const pageCategory = await createCategory(app, cookie, { name: 'Guides', slug: 'guides', type: 'page' });
    const page = await app.request('POST', '/api/admin/pages', { cookie, body: { title: 'The Harbour', slug: 'the-harbour', content: `![Boats](${grotto.url})`, categoryId: pageCategory, published: true } });
    expect(page.status).toBe(201);
    const read = (await app.request<content.PublicPage>('GET', '/api/pages/the-harbour')).body;
    expectShape(content.PublicPage, read);
    expect(read.photos.map((p) => [p.url, p.alt])).toEqual([[grotto.url, 'Inside the Blue Grotto']]);
  });

  it('show an alt text changed on the very next read, though the answers are cached', async () => {
    await app.request('GET', '/api/articles/capri-by-boat');
    await setAlt(harbour, { en: 'The harbour at first light' });
    const article = (await app.request<content.PublicArticle>('GET', '/api/articles/capri-by-boat')).body;
    expect(article.photos[0]!.alt).toBe('The harbour at first light');
    await setAlt(harbour, { en: 'Boats in the harbour of Marina Grande' });
  });
});

describe('the tour page the server renders', () => {
  const page = async (url: string) => {
    const res = await app.request('GET', url);
    expect(res.status).toBe(200);
    return { head: res.text.slice(0, res.text.indexOf('</head>')), body: res.text.slice(res.text.indexOf('<div id="root">')) };
  };

  it('preloads its first photo as AVIF, shows it as a <picture>, and shares its 1200-wide JPEG', async () => {
    const { head, body } = await page(`/it/tours/${tourId}`);
    const avif = [320, 640, 960, 1280, 1600].map((w) => `${media.variantPath(harbour.id, 1, w, 'avif')} ${w}w`).join(', ');
    expect(head.match(/<link rel="preload" as="image"[^>]*>/g)).toEqual([
      `<link rel="preload" as="image" type="image/avif" fetchPriority="high" imageSrcSet="${avif}" imageSizes="(min-width: 1240px) 800px, (min-width: 900px) 66vw, calc(100vw - 32px)"/>`,
    ]);
    const ogImage = `<meta property="og:image" content="${SITE}${media.variantPath(harbour.id, 1, 1200, 'jpeg')}"/>`;
    const ogSize = '<meta property="og:image:width" content="1200"/><meta property="og:image:height" content="750"/>';
    // The size follows the image it describes.
    expect(head.indexOf(ogImage)).toBeGreaterThan(0);
    expect(head.indexOf(ogSize)).toBeGreaterThan(head.indexOf(ogImage));
    expect(body).toContain(`<source type="image/avif" srcSet="${avif}"`);
    expect(body).toMatch(/<img [^>]*width="1600" height="1000" alt="Barche nel porto di Marina Grande" decoding="async" loading="eager" fetchPriority="high"/);
  });

  it('shows an alt text changed on the next request, though the page is cached', async () => {
    await page(`/it/tours/${tourId}`);
    await setAlt(harbour, { it: 'Gozzi nel porto di Marina Grande' });
    expect((await page(`/it/tours/${tourId}`)).body).toContain('alt="Gozzi nel porto di Marina Grande"');
  });
});
