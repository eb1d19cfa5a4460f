import { screen } from '@testing-library/react';
import { renderAdmin } from '../../../testing/render-admin';
import { Breadcrumbs } from './Breadcrumbs';

describe('Breadcrumbs', () => {
  it('render Admin and Tours as links and Edit as the current page on a tour edit path', () => {
    renderAdmin(<Breadcrumbs />, { path: '/admin/tours/t-1/edit' });
    expect(screen.getByRole('link', { name: 'Admin' })).toHaveAttribute('href', '/admin/dashboard');
    expect(screen.getByRole('link', { name: 'Tours' })).toHaveAttribute('href', '/admin/tours');
    expect(screen.getByText('Edit')).toHaveAttribute('aria-current', 'page');
  });
});
