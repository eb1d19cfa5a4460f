import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { act, fireEvent, render as rtlRender, screen } from '@testing-library/react';
import { I18nContext } from '../../i18n/i18n';
import { testI18n } from '../../testing/i18n';
import { TourImage } from './TourImage';

/** Renders in a page's language (English unless told), as the remote does: the missing-image text comes from its catalogue. */
function render(element: ReactElement, language = 'en') {
  const inLanguage = (el: ReactElement) => <I18nContext value={testI18n(language)}>{el}</I18nContext>;
  const utils = rtlRender(inLanguage(element));
  return { ...utils, rerender: (el: ReactElement) => utils.rerender(inLanguage(el)) };
}
import { categoryImageFor, imageCandidates } from './image-candidates';

/** An IntersectionObserver double: the test decides when the element comes near the viewport. */
let observers: Array<{ callback: IntersectionObserverCallback; options?: IntersectionObserverInit }> = [];
beforeEach(() => {
  observers = [];
  (global as unknown as { IntersectionObserver: unknown }).IntersectionObserver = class {
    constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
      observers.push({ callback, options });
    }
    observe() {}
    disconnect() {}
  };
});
const scrollNear = () =>
  act(() => observers.forEach((o) => o.callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver)));
const img = () => screen.queryByRole('img') as HTMLImageElement | null;

describe('tour image fallback chain', () => {
  it('tries the first image, then the category image', () => {
    expect(imageCandidates(['/a.jpg', '/b.jpg'], 'cooking-class')).toEqual(['/a.jpg', '/images/categories/cooking-class.jpg']);
    expect(imageCandidates([], 'rent-scooter')).toEqual(['/images/categories/rent-scooter.jpg']);
    expect(categoryImageFor('something-new')).toBe('/images/categories/default.jpg');
  });

  it("goes placeholder -> first image -> category default -> 'Image not available'", () => {
    render(<TourImage images={['/tour.jpg']} category="private-boat-tour" alt="Capri" sizes="100vw" />);
    expect(img()).toBeNull();
    expect(observers[0]!.options).toEqual({ rootMargin: '50px', threshold: 0.1 });

    scrollNear();
    expect(img()).toHaveAttribute('src', '/tour.jpg');
    fireEvent.error(img()!);
    expect(img()).toHaveAttribute('src', '/images/categories/private-boat-tour.jpg');
    fireEvent.error(img()!);
    expect(img()).toBeNull();
    expect(screen.getByText('Image not available')).toBeInTheDocument();
  });

  it("says 'Immagine non disponibile' on an Italian page when no picture loads", () => {
    render(<TourImage images={[]} category="rent-scooter" alt="Scooter" eager sizes="100vw" />, 'it');
    fireEvent.error(img()!);
    expect(screen.getByText('Immagine non disponibile')).toBeInTheDocument();
  });

  it('loads at once when eager (the main photo of a tour)', () => {
    render(<TourImage images={['/tour.jpg']} category="private-boat-tour" alt="Capri" eager sizes="100vw" />);
    expect(img()).toHaveAttribute('src', '/tour.jpg');
  });

  it('shows the photo once it has loaded, and only the photo of the images it is given now', () => {
    // The race this guards against in a browser (a cached photo that loads before the mount's
    // effects run) cannot be staged in jsdom; e2e/public.e2e.test.ts reloads a tour page for it.
    const { container, rerender } = render(<TourImage images={['/tour.jpg']} category="private-boat-tour" alt="Capri" eager sizes="100vw" />);
    const box = () => container.firstChild as HTMLElement;
    expect(box()).not.toHaveClass('is-loaded');
    fireEvent.load(img()!);
    expect(box()).toHaveClass('is-loaded');
    rerender(<TourImage images={['/tour.jpg']} category="private-boat-tour" alt="Capri" eager sizes="100vw" />);
    expect(box()).toHaveClass('is-loaded');

    // Other images: the placeholder until the new photo has loaded, and a failure before starts over.
    rerender(<TourImage images={['/other.jpg']} category="private-boat-tour" alt="Capri" eager sizes="100vw" />);
    expect(img()).toHaveAttribute('src', '/other.jpg');
    expect(box()).not.toHaveClass('is-loaded');
    fireEvent.error(img()!);
    expect(img()).toHaveAttribute('src', '/images/categories/private-boat-tour.jpg');
    rerender(<TourImage images={['/third.jpg']} category="private-boat-tour" alt="Capri" eager sizes="100vw" />);
    expect(img()).toHaveAttribute('src', '/third.jpg');
    fireEvent.load(img()!);
    expect(box()).toHaveClass('is-loaded');
  });

  it('reserves the box with an aspect ratio so nothing shifts', () => {
    const { container } = render(<TourImage images={[]} category="cooking-class" alt="" ratio="4 / 3" sizes="100vw" />);
    expect((container.firstChild as HTMLElement).style.aspectRatio).toBe('4 / 3');
  });

  describe('an uploaded photo', () => {
    const url = `/media/photos/${'b'.repeat(64)}`;
    const photo = { url, alt: 'Boats in Marina Grande', width: 1600, height: 1000, variants: { recipe: 1, widths: [320, 640, 960, 1280, 1600] } };

    it('is a <picture> with its sizes, width, height and own alt text, and falls back to the category image if it fails', () => {
      const { container } = render(<TourImage images={[url]} photos={[photo]} category="private-boat-tour" alt="Capri" sizes="50vw" eager />);
      const sources = [...container.querySelectorAll('picture source')].map((s) => [s.getAttribute('type'), s.getAttribute('sizes')]);
      expect(sources).toEqual([['image/avif', '50vw'], ['image/webp', '50vw']]);
      expect(img()).toHaveAttribute('alt', 'Boats in Marina Grande');
      expect(img()).toHaveAttribute('width', '1600');
      expect(img()).toHaveAttribute('height', '1000');
      expect(img()!.getAttribute('srcset')).toContain(`${url}/v1-1600.jpg 1600w`);
      fireEvent.error(img()!);
      expect(container.querySelector('picture')).toBeNull();
      expect(img()).toHaveAttribute('src', '/images/categories/private-boat-tour.jpg');
      expect(img()).toHaveAttribute('alt', 'Capri');
    });

    it('says what it shows with the tour title where its alt text is not written', () => {
      render(<TourImage images={[url]} photos={[{ ...photo, alt: '' }]} category="private-boat-tour" alt="Capri" sizes="50vw" eager />);
      expect(img()).toHaveAttribute('alt', 'Capri');
    });

    it('is a plain image until its variants are rendered, and a pasted URL stays one', () => {
      const { container } = render(<TourImage images={[url]} photos={[{ ...photo, variants: null }]} category="private-boat-tour" alt="Capri" sizes="50vw" eager />);
      expect(container.querySelector('picture')).toBeNull();
      expect(img()).toHaveAttribute('src', url);
    });

    it('waits for the viewport like any card image, with its address (a redirect to a JPEG) for readers without JavaScript', () => {
      const element = <TourImage images={[url]} photos={[photo]} category="private-boat-tour" alt="Capri" sizes="50vw" />;
      expect(renderToStaticMarkup(<I18nContext value={testI18n('en')}>{element}</I18nContext>)).toContain(
        `<noscript><img src="${url}" alt="Capri" decoding="async" loading="lazy"/></noscript>`,
      );
      const { container } = render(element);
      expect(img()).toBeNull();
      scrollNear();
      expect(img()).toHaveAttribute('loading', 'lazy');
      expect(container.querySelector('picture source[type="image/avif"]')).not.toBeNull();
    });
  });
});

