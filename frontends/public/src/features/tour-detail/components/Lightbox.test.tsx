import { fireEvent, render, screen } from '@testing-library/react';
import { Lightbox } from './Lightbox';
import { counterText, stepIndex } from './lightbox-index';

describe('lightbox', () => {
  it('wraps around at both ends', () => {
    expect(stepIndex(0, -1, 5)).toBe(4);
    expect(stepIndex(4, 1, 5)).toBe(0);
    expect(stepIndex(2, 1, 5)).toBe(3);
    expect(counterText(0, 5)).toBe('1 / 5');
  });

  it("counts 'i / n' and wraps from the last photo to the first and back", () => {
    const onClose = jest.fn();
    render(<Lightbox images={['/a.jpg', '/b.jpg', '/c.jpg']} title="Capri" startIndex={2} onClose={onClose} />);
    expect(screen.getByText('3 / 3')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Next photo' }));
    expect(screen.getByText('1 / 3')).toBeInTheDocument();
    expect(screen.getByRole('img')).toHaveAttribute('src', '/a.jpg');
    fireEvent.click(screen.getByRole('button', { name: 'Previous photo' }));
    expect(screen.getByText('3 / 3')).toBeInTheDocument();
    fireEvent.keyDown(document, { key: 'ArrowRight' });
    expect(screen.getByText('1 / 3')).toBeInTheDocument();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(onClose).toHaveBeenCalled();
  });
});
