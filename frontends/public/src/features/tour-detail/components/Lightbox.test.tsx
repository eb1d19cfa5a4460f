import { fireEvent, screen } from '@testing-library/react';
import { renderPage } from '../../../testing/render-page';
import { Lightbox } from './Lightbox';
import { counterText, photoIndexFrom, stepIndex, withPhoto } from './lightbox-index';

const hrefFor = (index: number | null) => (index === null ? '/tours/t1' : `/tours/t1?photo=${index + 1}`);

describe('lightbox', () => {
  it('wraps around at both ends', () => {
    expect(stepIndex(0, -1, 5)).toBe(4);
    expect(stepIndex(4, 1, 5)).toBe(0);
    expect(stepIndex(2, 1, 5)).toBe(3);
    expect(counterText(0, 5)).toBe('1 / 5');
  });

  it("counts 'i / n' and wraps from the last photo to the first and back", () => {
    const onClose = jest.fn();
    renderPage(<Lightbox photos={[]} images={['/a.jpg', '/b.jpg', '/c.jpg']} title="Capri" startIndex={2} hrefFor={hrefFor} onClose={onClose} />);
    expect(screen.getByText('3 / 3')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('link', { name: 'Next photo' }));
    expect(screen.getByText('1 / 3')).toBeInTheDocument();
    expect(screen.getByRole('img')).toHaveAttribute('src', '/a.jpg');
    fireEvent.click(screen.getByRole('link', { name: 'Previous photo' }));
    expect(screen.getByText('3 / 3')).toBeInTheDocument();
    fireEvent.keyDown(document, { key: 'ArrowRight' });
    expect(screen.getByText('1 / 3')).toBeInTheDocument();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(onClose).toHaveBeenCalled();
  });

  it('links previous, next and close to the page at that photo, so they work without JavaScript', () => {
    renderPage(<Lightbox photos={[]} images={['/a.jpg', '/b.jpg', '/c.jpg']} title="Capri" startIndex={0} hrefFor={hrefFor} onClose={() => {}} />);
    expect(screen.getByRole('link', { name: 'Previous photo' })).toHaveAttribute('href', '/tours/t1?photo=3');
    expect(screen.getByRole('link', { name: 'Next photo' })).toHaveAttribute('href', '/tours/t1?photo=2');
    expect(screen.getByRole('link', { name: 'Close' })).toHaveAttribute('href', '/tours/t1');
  });

  it('names its photos and controls in the page’s language', () => {
    renderPage(<Lightbox photos={[]} images={['/a.jpg', '/b.jpg', '/c.jpg']} title="Capri" startIndex={1} hrefFor={hrefFor} onClose={() => {}} />, { language: 'it' });
    expect(screen.getByRole('dialog', { name: 'Foto di Capri' })).toBeInTheDocument();
    expect(screen.getByRole('img')).toHaveAttribute('alt', 'Capri, foto 2 di 3');
    for (const name of ['Foto precedente', 'Foto successiva', 'Chiudi']) expect(screen.getByRole('link', { name })).toBeInTheDocument();
  });

  it('shows an uploaded photo at the width of the screen, in the best format the browser takes, with its own alt text', () => {
    const url = `/media/photos/${'e'.repeat(64)}`;
    const photo = { url, alt: 'Il porto di Marina Grande', width: 1280, height: 853, variants: { recipe: 1, widths: [320, 640, 960, 1280] } };
    const { container } = renderPage(<Lightbox photos={[photo]} images={['/a.jpg', url]} title="Capri" startIndex={1} hrefFor={hrefFor} onClose={() => {}} />);
    expect([...container.querySelectorAll('picture source')].map((s) => [s.getAttribute('type'), s.getAttribute('sizes')])).toEqual([['image/avif', '100vw'], ['image/webp', '100vw']]);
    expect(screen.getByRole('img')).toHaveAttribute('alt', 'Il porto di Marina Grande');
    expect(screen.getByRole('img').getAttribute('srcset')).toBe([320, 640, 960, 1280].map((w) => `${url}/v1-${w}.jpg ${w}w`).join(', '));
    fireEvent.click(screen.getByRole('link', { name: 'Next photo' }));
    expect(container.querySelector('picture')).toBeNull();
    expect(screen.getByRole('img')).toHaveAttribute('src', '/a.jpg');
  });

  it('reads ?photo= one-based and keeps the other parameters when writing it', () => {
    expect(photoIndexFrom('1', 3)).toBe(0);
    expect(photoIndexFrom('3', 3)).toBe(2);
    for (const value of [null, '', '0', '4', '1.5', 'x']) expect(photoIndexFrom(value, 3)).toBeNull();
    expect(withPhoto(new URLSearchParams('date=2026-07-01&people=3'), 1).toString()).toBe('date=2026-07-01&people=3&photo=2');
    expect(withPhoto(new URLSearchParams('photo=2&people=3'), null).toString()).toBe('people=3');
  });
});
