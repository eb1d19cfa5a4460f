import type { ReactElement } from 'react';
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
    render(<TourImage images={['/tour.jpg']} category="private-boat-tour" alt="Capri" />);
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
    render(<TourImage images={[]} category="rent-scooter" alt="Scooter" eager />, 'it');
    fireEvent.error(img()!);
    expect(screen.getByText('Immagine non disponibile')).toBeInTheDocument();
  });

  it('loads at once when eager (the main photo of a tour)', () => {
    render(<TourImage images={['/tour.jpg']} category="private-boat-tour" alt="Capri" eager />);
    expect(img()).toHaveAttribute('src', '/tour.jpg');
  });

  it('shows the photo once it has loaded, and only the photo of the images it is given now', () => {
    // The race this guards against in a browser (a cached photo that loads before the mount's
    // effects run) cannot be staged in jsdom; e2e/public.e2e.test.ts reloads a tour page for it.
    const { container, rerender } = render(<TourImage images={['/tour.jpg']} category="private-boat-tour" alt="Capri" eager />);
    const box = () => container.firstChild as HTMLElement;
    expect(box()).not.toHaveClass('is-loaded');
    fireEvent.load(img()!);
    expect(box()).toHaveClass('is-loaded');
    rerender(<TourImage images={['/tour.jpg']} category="private-boat-tour" alt="Capri" eager />);
    expect(box()).toHaveClass('is-loaded');

    // Other images: the placeholder until the new photo has loaded, and a failure before starts over.
    rerender(<TourImage images={['/other.jpg']} category="private-boat-tour" alt="Capri" eager />);
    expect(img()).toHaveAttribute('src', '/other.jpg');
    expect(box()).not.toHaveClass('is-loaded');
    fireEvent.error(img()!);
    expect(img()).toHaveAttribute('src', '/images/categories/private-boat-tour.jpg');
    rerender(<TourImage images={['/third.jpg']} category="private-boat-tour" alt="Capri" eager />);
    expect(img()).toHaveAttribute('src', '/third.jpg');
    fireEvent.load(img()!);
    expect(box()).toHaveClass('is-loaded');
  });

  it('reserves the box with an aspect ratio so nothing shifts', () => {
    const { container } = render(<TourImage images={[]} category="cooking-class" alt="" ratio="4 / 3" />);
    expect((container.firstChild as HTMLElement).style.aspectRatio).toBe('4 / 3');
  });
});
