import type { Page } from '@playwright/test';
import { PHONE, baseUrl, expect, expectHydrated, screenshot, test, visit } from './support/fixtures';

/**
 * The seeded catalogue's photos in Chromium: each a <picture> the browser takes the AVIF of, at
 * the width its layout needs on a phone and on a laptop, the tour page's first photo preloaded
 * and downloaded once. Screenshots under var/test/screenshots/photos-*.png.
 */
const LAPTOP = { width: 1280, height: 800 } as const;

interface ListedTour {
  id: string;
  images: string[];
  photos: Array<{ url: string; width: number; variants: { recipe: number; widths: number[] } | null }>;
}

/** The file an <img> shows, and the width its name says (`/v1-640.avif` -> 640). */
async function shown(page: Page, selector: string): Promise<{ src: string; width: number; format: string }> {
  const img = page.locator(selector).first();
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0), { timeout: 15_000 }).toBe(true);
  const src = await img.evaluate((el: HTMLImageElement) => el.currentSrc);
  const [, width, format] = /\/v\d+-(\d+)\.(avif|webp|jpg)$/.exec(src) ?? [];
  return { src, width: Number(width), format: format ?? 'none' };
}

/** The smallest rendered width that covers `cssPixels` at the screen's density (the widest when none does), as srcset's rule picks it. */
const expectedWidth = (widths: number[], cssPixels: number, density = 1) => widths.find((w) => w >= cssPixels * density) ?? widths[widths.length - 1]!;

test.describe('photos', () => {
  let tour: ListedTour;
  test.beforeAll(async () => {
    const tours = (await (await fetch(`${baseUrl()}/api/tours`)).json()) as ListedTour[];
    tour = tours.find((t) => t.photos.length > 3)!;
    expect(tour.photos[0]!.variants).not.toBeNull();
  });

  for (const [name, viewport] of [['phone', PHONE], ['laptop', LAPTOP]] as const) {
    test(`shows the tour page's photos at the width they need on a ${name} (${viewport.width} px), the first preloaded and fetched once`, async ({ newPage }) => {
      const { page } = await newPage(viewport);
      const photoRequests: string[] = [];
      page.on('request', (r) => {
        if (r.url().includes('/media/photos/')) photoRequests.push(new URL(r.url()).pathname);
      });
      await visit(page, `/tours/${tour.id}`);
      await expectHydrated(page);

      const preload = page.locator('head link[rel="preload"][as="image"]');
      await expect(preload).toHaveCount(1);
      await expect(preload).toHaveAttribute('type', 'image/avif');
      await expect(preload).toHaveAttribute('fetchpriority', 'high');

      const { widths } = tour.photos[0]!.variants!;
      // The gallery's main photo: the width of the screen less the page's padding on a phone, two thirds of it beside the thumbnails.
      const mainCss = viewport.width >= 900 ? Math.min(800, viewport.width * 0.66) : viewport.width - 32;
      const main = await shown(page, '.gallery__main img');
      expect(main).toMatchObject({ format: 'avif', width: expectedWidth(widths, mainCss) });
      await expect(page.locator('.gallery__main img')).toHaveAttribute('fetchpriority', 'high');
      await expect(page.locator('.gallery__main img')).toHaveAttribute('alt', /\w{5,}/);

      // A thumbnail: a quarter of the screen on a phone, a sixth on a laptop.
      const thumbCss = viewport.width >= 900 ? viewport.width * 0.17 : viewport.width * 0.25;
      const thumb = await shown(page, '.gallery__thumb img');
      expect(thumb).toMatchObject({ format: 'avif', width: expectedWidth(tour.photos[1]!.variants!.widths, thumbCss) });

      // The preloaded file is the one the <img> shows, downloaded once; no other format of it is fetched.
      const mainPath = new URL(main.src).pathname;
      expect(photoRequests.filter((p) => p === mainPath)).toHaveLength(1);
      expect(photoRequests.filter((p) => p.startsWith(tour.photos[0]!.url) && p !== mainPath)).toEqual([]);

      // Open Graph names the widest JPEG of a photo narrower than 1200 pixels, with its size.
      const og = await page.locator('head meta[property="og:image"]').getAttribute('content');
      expect(og).toMatch(new RegExp(`${tour.photos[0]!.url}/v\\d+-${tour.photos[0]!.width}\\.jpg$`));
      await expect(page.locator('head meta[property="og:image:width"]')).toHaveAttribute('content', String(tour.photos[0]!.width));

      await screenshot(page, `photos-tour-${name}`);
    });
  }

  test('shows the tour cards as <picture>s, the ones below the fold only once scrolled near', async ({ newPage }) => {
    const { page } = await newPage(PHONE);
    await visit(page, '/tours');
    await expectHydrated(page);
    const first = await shown(page, '.tour-card img');
    expect(first).toMatchObject({ format: 'avif', width: 640 });
    await expect(page.locator('.tour-card img').first()).toHaveAttribute('fetchpriority', 'high');
    // The list's last card is far below the fold: nothing of it is loaded yet.
    await expect(page.locator('.tour-card').last().locator('img')).toHaveCount(0);
    await screenshot(page, 'photos-tours-phone');
  });
});
