import { fireEvent, render, screen } from '@testing-library/react';
import { Gallery } from './Gallery';

describe('gallery', () => {
  it('opens the lightbox at the photo clicked, its code loaded on demand, and gives focus back on close', async () => {
    render(<Gallery images={['/a.jpg', '/b.jpg', '/c.jpg', '/d.jpg', '/e.jpg']} category="private-boat-tour" title="Capri" />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const thumb = screen.getByRole('button', { name: 'Open photo 3 of 5' });
    thumb.focus();
    fireEvent.click(thumb);
    const lightbox = await screen.findByRole('dialog', { name: 'Photos of Capri' });
    expect(screen.getByText('3 / 5')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(lightbox).not.toBeInTheDocument();
    expect(thumb).toHaveFocus();
    fireEvent.click(screen.getByRole('button', { name: 'See all photos (5)' }));
    expect(await screen.findByText('1 / 5')).toBeInTheDocument();
  });
});
