/** @jest-environment node */
import { renderToStaticMarkup } from 'react-dom/server';
import { Picture } from './Picture';
import { PhotoPreload } from './PhotoPreload';
import { fallbackSrc, renderedPhoto, srcsetOf, type RenderedPhoto } from './photo-sources';
import { shareImageOf } from './share-image';
import { CARD_SIZES } from '../tour-card/TourCard';

const ID = 'a'.repeat(64);
const URL = `/media/photos/${ID}`;
/** A 3000 x 2000 upload, rendered by recipe 2 at every width the recipe has. */
const PHOTO: RenderedPhoto = { url: URL, alt: 'The Faraglioni at noon', width: 3000, height: 2000, variants: { recipe: 2, widths: [320, 640, 960, 1280, 1920] } };
/** The demo catalogue's size: narrower than the recipe's widths from 960 up. */
const SMALL: RenderedPhoto = { url: URL, alt: 'Capri', width: 640, height: 400, variants: { recipe: 1, widths: [320, 640] } };

const markup = (element: React.ReactElement) => renderToStaticMarkup(element);

describe('an uploaded photo as <picture>', () => {
  it('offers AVIF, then WebP, then the JPEG of the <img>, each at every rendered width, with the layout\'s sizes', () => {
    const html = markup(<Picture photo={PHOTO} sizes={CARD_SIZES} alt="The Faraglioni at noon" />);
    const widths = (ext: string) => [320, 640, 960, 1280, 1920].map((w) => `${URL}/v2-${w}.${ext} ${w}w`).join(', ');
    const sizes = CARD_SIZES;
    expect(html).toBe(
      '<picture>' +
        `<source type="image/avif" srcSet="${widths('avif')}" sizes="${sizes}"/>` +
        `<source type="image/webp" srcSet="${widths('webp')}" sizes="${sizes}"/>` +
        `<img src="${URL}/v2-640.jpg" srcSet="${widths('jpg')}" sizes="${sizes}" width="3000" height="2000" alt="The Faraglioni at noon" decoding="async" loading="lazy"/>` +
        '</picture>',
    );
  });

  it('loads the page\'s largest photo at once and first (eager, high priority), any other lazily', () => {
    expect(markup(<Picture photo={PHOTO} sizes={'100vw'} alt="x" eager />)).toContain('loading="eager" fetchPriority="high"');
    expect(markup(<Picture photo={PHOTO} sizes={'25vw'} alt="x" />)).not.toContain('fetchPriority');
  });

  it('never offers a width the photo was not rendered at (none wider than the original)', () => {
    expect(srcsetOf(SMALL, 'avif')).toBe(`${URL}/v1-320.avif 320w, ${URL}/v1-640.avif 640w`);
    expect(fallbackSrc(SMALL)).toBe(`${URL}/v1-640.jpg`);
    expect(fallbackSrc({ ...SMALL, variants: { recipe: 1, widths: [320, 500] } })).toBe(`${URL}/v1-500.jpg`);
  });

  it('takes a photo for a <picture> only once its variants exist, and never a pasted URL', () => {
    const pending = { ...PHOTO, variants: null };
    expect(renderedPhoto([PHOTO], URL)).toBe(PHOTO);
    expect(renderedPhoto([pending], URL)).toBeUndefined();
    expect(renderedPhoto([PHOTO], 'https://example.com/capri.jpg')).toBeUndefined();
    expect(renderedPhoto(undefined, URL)).toBeUndefined();
  });

  it('shares the 1200-wide JPEG, or the whole width of a narrower original, with its height', () => {
    expect(shareImageOf(PHOTO)).toEqual({ url: `${URL}/v2-1200.jpg`, width: 1200, height: 800 });
    expect(shareImageOf(SMALL)).toEqual({ url: `${URL}/v1-640.jpg`, width: 640, height: 400 });
    expect(shareImageOf({ ...PHOTO, variants: null })).toBeNull();
    expect(shareImageOf(undefined)).toBeNull();
  });
});

describe('the preload of the page\'s largest photo', () => {
  it('asks for the AVIF sources with the <img>\'s own sizes, at high priority, and only where AVIF is known', () => {
    const page = markup(
      <html>
        <head />
        <body>
          <PhotoPreload photo={PHOTO} sizes={'100vw'} />
        </body>
      </html>,
    );
    expect(page.match(/<link [^>]*>/g)).toEqual([
      `<link rel="preload" as="image" type="image/avif" fetchPriority="high" imageSrcSet="${srcsetOf(PHOTO, 'avif')}" imageSizes="${'100vw'}"/>`,
    ]);
  });
});
