import { act, fireEvent, render, screen } from '@testing-library/react';
import { TourImage } from './TourImage';
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

  it('loads at once when eager (the main photo of a tour)', () => {
    render(<TourImage images={['/tour.jpg']} category="private-boat-tour" alt="Capri" eager />);
    expect(img()).toHaveAttribute('src', '/tour.jpg');
  });

  it('reserves the box with an aspect ratio so nothing shifts', () => {
    const { container } = render(<TourImage images={[]} category="cooking-class" alt="" ratio="4 / 3" />);
    expect((container.firstChild as HTMLElement).style.aspectRatio).toBe('4 / 3');
  });
});
