import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { renderAdmin } from '../../testing/render-admin';
import { ListPager } from './ListPager';

const render = (ui: ReactElement) => renderAdmin(ui, { path: '/admin/tours' });

describe('list pagination', () => {
  it("shows 'Showing X to Y of N tours' for the current page", () => {
    render(<ListPager page={2} limit={10} total={25} pages={3} noun="tours" onPageChange={() => undefined} />);
    expect(screen.getByText('Showing 11 to 20 of 25 tours')).toBeInTheDocument();
    expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();
  });

  it('clips the last page to the total', () => {
    render(<ListPager page={3} limit={10} total={25} pages={3} noun="requests" onPageChange={() => undefined} />);
    expect(screen.getByText('Showing 21 to 25 of 25 requests')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeEnabled();
  });

  it('disables Previous on the first page and moves forward with Next', async () => {
    const onPageChange = jest.fn();
    render(<ListPager page={1} limit={10} total={25} pages={3} noun="tours" onPageChange={onPageChange} />);
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(onPageChange).toHaveBeenCalledWith(2);
  });

  it('hides Previous/Next and the page line when there is only one page', () => {
    render(<ListPager page={1} limit={10} total={4} pages={1} noun="articles" onPageChange={() => undefined} />);
    expect(screen.getByText('Showing 1 to 4 of 4 articles')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
    expect(screen.queryByText(/Page 1 of/)).not.toBeInTheDocument();
  });

  it("reads 'Showing 0 to 0 of 0' for an empty list", () => {
    render(<ListPager page={1} limit={10} total={0} pages={0} noun="requests" onPageChange={() => undefined} />);
    expect(screen.getByText('Showing 0 to 0 of 0 requests')).toBeInTheDocument();
  });
});
