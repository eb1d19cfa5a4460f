import type { Locator, Page } from '@playwright/test';
import sharp from 'sharp';
import { createTourThroughApi, signIn } from './support/admin';
import { PHONE, expect, expectHydrated, screenshot, test, visit } from './support/fixtures';

/**
 * Photos from the back office to the public page, in Chromium against the real api and worker:
 * an admin drops two photos on a tour (a real drop event carrying the files), writes their alt
 * texts in English and Italian, reorders them with the keyboard and saves; the tour page then
 * offers the photos in several sizes, and a phone picks a narrower one than a desktop does.
 */
const stamp = Date.now().toString(36);


/** A JPEG of one colour with a darker band, so two photos and their sizes look different on a screenshot. */
async function photo(width: number, height: number, colour: { r: number; g: number; b: number }): Promise<string> {
  const band = await sharp({ create: { width, height: Math.round(height / 5), channels: 3, background: { r: colour.r / 2, g: colour.g / 2, b: colour.b / 2 } } }).png().toBuffer();
  const jpeg = await sharp({ create: { width, height, channels: 3, background: colour } })
    .composite([{ input: band, top: Math.round((height * 3) / 5), left: 0 }])
    .jpeg({ quality: 85 })
    .toBuffer();
  return jpeg.toString('base64');
}

/** Drops `files` on `target` as a browser does when files are dragged from the desktop: dragenter, dragover, drop, with one DataTransfer. */
async function dropFiles(page: Page, target: Locator, files: Array<{ name: string; base64: string }>): Promise<void> {
  const dataTransfer = await page.evaluateHandle((list) => {
    const transfer = new DataTransfer();
    for (const { name, base64 } of list) {
      const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
      transfer.items.add(new File([bytes], name, { type: 'image/jpeg' }));
    }
    return transfer;
  }, files);
  for (const type of ['dragenter', 'dragover', 'drop']) await target.dispatchEvent(type, { dataTransfer });
}

/** The width of the rendered size a `currentSrc` names (`/media/photos/<id>/v1-640.webp` -> 640). */
function chosenWidth(currentSrc: string): number {
  const match = /\/media\/photos\/[0-9a-f]{64}\/v\d+-(\d+)\.(avif|webp|jpg)$/.exec(new URL(currentSrc).pathname);
  if (!match) throw new Error(`${currentSrc} is not a rendered size of an uploaded photo`);
  return Number(match[1]);
}

/** The tour page's main photo, once its browser has chosen a source: what it chose. */
async function mainPhotoSource(page: Page): Promise<{ currentSrc: string; alt: string }> {
  const main = page.locator('.gallery__main img').first();
  await expect(main).toBeVisible();
  await expect.poll(() => main.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0 && img.currentSrc !== '')).toBe(true);
  return main.evaluate((img: HTMLImageElement) => ({ currentSrc: img.currentSrc, alt: img.alt }));
}

test('an admin drops two photos on a tour, describes and reorders them; the tour page serves them at the size each screen needs', async ({ page, newPage }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page);
  const title = `Capri sunset ${stamp}`;
  const tourId = await createTourThroughApi(page, { title, short_description: 'Sunset over the Faraglioni', description: 'Two hours along the coast of Capri at sunset.', location: 'Capri', price_from: '120.00' });
  const [harbour, cliffs] = await Promise.all([photo(2400, 1600, { r: 30, g: 110, b: 200 }), photo(1800, 1200, { r: 220, g: 120, b: 40 })]);

  await visit(page, `/admin/tours/${tourId}/edit`);
  await expect(page.getByRole('heading', { name: 'Edit Tour' })).toBeVisible();
  const dropzone = page.getByTestId('photo-dropzone');
  await dropzone.scrollIntoViewIfNeeded();
  await dropFiles(page, dropzone, [
    { name: 'harbour.jpg', base64: harbour },
    { name: 'cliffs.jpg', base64: cliffs },
  ]);

  const tile = (n: number) => page.getByRole('listitem', { name: `Tour image ${n}` });
  await expect(tile(1).getByLabel('Alt text (English)')).toBeVisible();
  await expect(tile(2).getByLabel('Alt text (English)')).toBeVisible();

  // Saving without the alt texts is refused, naming each one missing.
  await page.getByRole('button', { name: 'Update Tour' }).click();
  await expect(page.getByText('Describe the photo in English: its alt text is required')).toHaveCount(2);
  await expect(page.getByText('Describe the photo in Italian: its alt text is required')).toHaveCount(2);

  // Each photo's id is in its alt fields' names, as the upload answered it.
  const idOf = async (n: number) => {
    const input = tile(n).getByLabel('Alt text (English)');
    const id = await input.getAttribute('id');
    return /([0-9a-f]{64})/.exec(id ?? '')?.[1] ?? '';
  };
  const first = await idOf(1);
  const second = await idOf(2);
  expect(first).toMatch(/^[0-9a-f]{64}$/);
  expect(second).toMatch(/^[0-9a-f]{64}$/);
  expect(first).not.toBe(second);

  await tile(1).getByLabel('Alt text (English)').fill('Fishing boats in the harbour of Marina Grande');
  await tile(1).getByLabel('Alt text (Italian)').fill('Barche da pesca nel porto di Marina Grande');
  await tile(2).getByLabel('Alt text (English)').fill('The cliffs of Capri at sunset');
  await tile(2).getByLabel('Alt text (Italian)').fill('Le scogliere di Capri al tramonto');

  // Reordered by dragging the cliffs onto the first place, then with the keyboard: back, and made the cover again.
  await tile(2).getByRole('img', { name: 'Tour image 2' }).dragTo(tile(1).getByRole('img', { name: 'Tour image 1' }));
  await expect(tile(1).getByLabel('Alt text (English)')).toHaveValue('The cliffs of Capri at sunset');
  await tile(1).getByRole('button', { name: 'Move photo 1 later' }).focus();
  await page.keyboard.press('Enter');
  await expect(tile(2).getByLabel('Alt text (English)')).toHaveValue('The cliffs of Capri at sunset');
  await expect(page.getByRole('button', { name: 'Make photo 2 the cover' })).toBeEnabled();
  await page.getByRole('button', { name: 'Make photo 2 the cover' }).focus();
  await page.keyboard.press('Enter');
  await expect(tile(1).getByLabel('Alt text (English)')).toHaveValue('The cliffs of Capri at sunset');
  await expect(tile(1).getByText('Cover')).toBeVisible();

  const photosCard = page.locator('.ant-card').filter({ has: page.getByText('Tour Images', { exact: true }) });
  const scrollToPhotos = () => photosCard.evaluate((card) => card.scrollIntoView({ block: 'start' }));
  await scrollToPhotos();
  await screenshot(page, 'tour-form-photos-1280');
  await page.setViewportSize(PHONE);
  await scrollToPhotos();
  await screenshot(page, 'tour-form-photos-390');
  await page.setViewportSize({ width: 1280, height: 900 });

  await page.getByRole('button', { name: 'Update Tour' }).click();
  await expect(page).toHaveURL(/\/admin\/tours$/);

  const saved = await page.evaluate(async (id) => {
    const tour = (await (await fetch(`/api/admin/tours/${id}`)).json()) as { images: string[] };
    const photos = await Promise.all(tour.images.map(async (url) => (await fetch(`/api/admin/photos/${url.split('/').pop()}`)).json() as Promise<{ alt: Record<string, string> }>));
    return { images: tour.images, alts: photos.map((p) => p.alt) };
  }, tourId);
  expect(saved.images).toEqual([`/media/photos/${second}`, `/media/photos/${first}`]);
  expect(saved.alts).toEqual([
    { en: 'The cliffs of Capri at sunset', it: 'Le scogliere di Capri al tramonto' },
    { en: 'Fishing boats in the harbour of Marina Grande', it: 'Barche da pesca nel porto di Marina Grande' },
  ]);

  // The worker renders the sizes after the upload; the page offers them once they exist.
  await expect
    .poll(async () => page.evaluate(async (id) => ((await (await fetch(`/api/admin/photos/${id}`)).json()) as { variants: unknown }).variants !== null, second), { timeout: 60_000 })
    .toBe(true);

  const phone = await newPage(PHONE);
  await visit(phone.page, `/tours/${tourId}`);
  await expectHydrated(phone.page);
  const onPhone = await mainPhotoSource(phone.page);
  const desktop = await newPage({ width: 1280, height: 900 });
  await visit(desktop.page, `/tours/${tourId}`);
  await expectHydrated(desktop.page);
  const onDesktop = await mainPhotoSource(desktop.page);

  for (const chosen of [onPhone, onDesktop]) {
    expect(new URL(chosen.currentSrc).pathname).toContain(`/media/photos/${second}/`);
    expect(chosen.alt).toBe('The cliffs of Capri at sunset');
  }
  expect(chosenWidth(onPhone.currentSrc)).toBeLessThan(chosenWidth(onDesktop.currentSrc));
  expect(chosenWidth(onPhone.currentSrc)).toBeGreaterThanOrEqual(PHONE.width);
  await expect(desktop.page.locator('.gallery__main picture source[srcset]').first()).toHaveAttribute('srcset', new RegExp(`/media/photos/${second}/v\\d+-\\d+\\.`));
});
