import { withPictures } from './photos-in-html';

const url = `/media/photos/${'f'.repeat(64)}`;
const photo = { url, alt: 'Lemons & leaves "in" Sorrento', width: 1000, height: 750, variants: { recipe: 2, widths: [320, 640, 960, 1000] } };
const SIZES = '(min-width: 780px) 748px, calc(100vw - 32px)';
const srcset = (ext: string) => [320, 640, 960, 1000].map((w) => `${url}/v2-${w}.${ext} ${w}w`).join(', ');

describe("the Markdown's uploaded photos", () => {
  it('become <picture>s of every format and width, at the reading column\'s sizes, sized and lazy, keeping the alt text the author wrote', () => {
    const html = `<p>Before</p><p><img src="${url}" alt="A lemon grove" /></p>`;
    expect(withPictures(html, [photo])).toBe(
      '<p>Before</p><p><picture>' +
        `<source type="image/avif" srcset="${srcset('avif')}" sizes="${SIZES}">` +
        `<source type="image/webp" srcset="${srcset('webp')}" sizes="${SIZES}">` +
        `<img src="${url}/v2-640.jpg" srcset="${srcset('jpg')}" sizes="${SIZES}" width="1000" height="750" alt="A lemon grove" loading="lazy" decoding="async">` +
        '</picture></p>',
    );
  });

  it("take the photo's own alt text, escaped, where the Markdown wrote none", () => {
    expect(withPictures(`<img src="${url}" alt="" />`, [photo])).toContain('alt="Lemons &amp; leaves &quot;in&quot; Sorrento"');
  });

  it('leave pasted images, and photos not rendered yet, as they are', () => {
    const pasted = '<p><img src="https://example.com/capri.jpg" alt="Capri" /></p>';
    expect(withPictures(pasted, [photo])).toBe(pasted);
    const pending = `<img src="${url}" alt="x" />`;
    expect(withPictures(pending, [{ ...photo, variants: null }])).toBe(pending);
  });
});
