import { altWritesFor } from './alt-texts';
import { altFromFileName, photoPreviewSrc, uploadedPhotoId } from './photo-address';

const id = (n: number) => n.toString(16).padStart(64, '0');

describe('alt texts of uploaded photos', () => {
  it('writes each uploaded photo once, trimmed, and nothing for external URLs', () => {
    const urls = [`/media/photos/${id(1)}`, 'https://example.com/capri.jpg', `/media/photos/${id(2)}`, `/media/photos/${id(1)}`];
    const alts = { [id(1)]: { en: ' Blue Grotto ', it: 'Grotta Azzurra' }, [id(2)]: { en: 'Faraglioni', it: 'I Faraglioni ' }, [id(9)]: { en: 'removed' } };
    expect(altWritesFor(urls, alts)).toEqual([
      { id: id(1), alt: { en: 'Blue Grotto', it: 'Grotta Azzurra' } },
      { id: id(2), alt: { en: 'Faraglioni', it: 'I Faraglioni' } },
    ]);
  });

  it('has nothing to write when the form holds no texts for a photo', () => {
    expect(altWritesFor([`/media/photos/${id(3)}`], undefined)).toEqual([]);
    expect(altWritesFor([''], {})).toEqual([]);
  });

  it('tells an uploaded photo’s address from any other URL', () => {
    expect(uploadedPhotoId(`/media/photos/${id(5)}`)).toBe(id(5));
    expect(uploadedPhotoId(`/media/photos/${id(5)}/v1-320.jpg`)).toBeNull();
    expect(uploadedPhotoId('https://example.com/media/photos/abc')).toBeNull();
  });

  it('makes a Markdown alt text from a file name', () => {
    expect(altFromFileName('blue-grotto_2.JPG')).toBe('blue grotto 2');
    expect(altFromFileName('[capri] boat.png')).toBe('capri boat');
  });

  it('previews a rendered size once there is one, the picked file before, nothing otherwise', () => {
    const photo = { id: id(7), variants: { recipe: 2, widths: [320, 640, 960] } };
    expect(photoPreviewSrc(photo, 'blob:local')).toBe(`/media/photos/${id(7)}/v2-640.webp`);
    expect(photoPreviewSrc({ id: id(7), variants: { recipe: 1, widths: [320, 480] } }, undefined)).toBe(`/media/photos/${id(7)}/v1-480.webp`);
    expect(photoPreviewSrc({ id: id(7), variants: null }, 'blob:local')).toBe('blob:local');
    expect(photoPreviewSrc({ id: id(7), variants: null }, undefined)).toBeNull();
  });
});
