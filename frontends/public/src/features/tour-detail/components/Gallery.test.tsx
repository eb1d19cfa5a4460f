import { fireEvent, screen } from '@testing-library/react';
import { renderPage } from '../../../testing/render-page';
import { Gallery } from './Gallery';

const images = ['/a.jpg', '/b.jpg', '/c.jpg', '/d.jpg', '/e.jpg'];
const location = () => screen.getByTestId('location');

describe('gallery', () => {
  it('opens the lightbox at the photo clicked, its code loaded on demand, and gives focus back on close', async () => {
    renderPage(<Gallery photos={[]} images={images} category="private-boat-tour" title="Capri" />, { url: '/tours/t1' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const thumb = screen.getByRole('link', { name: 'Open photo 3 of 5' });
    thumb.focus();
    fireEvent.click(thumb);
    const lightbox = await screen.findByRole('dialog', { name: 'Photos of Capri' });
    expect(screen.getByText('3 / 5')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Close' })).toHaveFocus();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(lightbox).not.toBeInTheDocument();
    expect(thumb).toHaveFocus();
    fireEvent.click(screen.getByRole('link', { name: 'See all photos (5)' }));
    expect(await screen.findByText('1 / 5')).toBeInTheDocument();
  });

  it('links each photo to the page with ?photo=n, which opens with the lightbox there, so a click works before and without JavaScript', async () => {
    renderPage(<Gallery photos={[]} images={images} category="private-boat-tour" title="Capri" />, { url: '/tours/t1?date=2026-07-01&photo=4' });
    expect(await screen.findByText('4 / 5')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See all photos (5)' })).toHaveAttribute('href', '/tours/t1?date=2026-07-01&photo=1');
    expect(screen.getByRole('link', { name: 'Open photo 2 of 5' })).toHaveAttribute('href', '/tours/t1?date=2026-07-01&photo=2');
    fireEvent.click(screen.getByRole('link', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // Closed in place, the address no longer opens the lightbox on a reload.
    expect(location()).toHaveTextContent(/^\/tours\/t1\?date=2026-07-01$/);
  });

  it('names its photos in the page’s language and links them under the language’s prefix', async () => {
    renderPage(<Gallery photos={[]} images={images} category="private-boat-tour" title="Capri" />, { url: '/tours/t1?photo=2', language: 'it' });
    expect(await screen.findByRole('dialog', { name: 'Foto di Capri' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Vedi tutte le foto (5)' })).toHaveAttribute('href', '/it/tours/t1?photo=1');
    expect(screen.getByRole('link', { name: 'Apri la foto 3 di 5' })).toHaveAttribute('href', '/it/tours/t1?photo=3');
    expect(screen.getByRole('link', { name: 'Chiudi' })).toHaveAttribute('href', '/it/tours/t1');
  });
});
