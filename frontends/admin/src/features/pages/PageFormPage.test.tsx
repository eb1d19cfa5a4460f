import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { useToastStore } from '@costiera/kit';
import { renderAdmin } from '../../testing/render-admin';
import { fakeApi } from '../../testing/fake-api';
import { aCategory, aPage } from '../../testing/fixtures';
import { choose, findButton } from '../../testing/choose';
import PageFormPage from './PageFormPage';

function renderPageForm(path: string) {
  return renderAdmin(
    <Routes>
      <Route index element={<p>Pages list</p>} />
      <Route path="new" element={<PageFormPage />} />
    </Routes>,
    { path, route: '/admin/pages/*' },
  );
}
const field = (label: string) => screen.getByLabelText(label, { exact: true }) as HTMLInputElement;

beforeEach(() => useToastStore.setState({ toasts: [] }));

describe('admin page form', () => {
  it('counts the meta description against 160 characters and turns the counter red over 160', async () => {
    fakeApi({});
    renderPageForm('/admin/pages/new');
    await userEvent.type(await screen.findByLabelText('Meta description'), 'Ferries to Capri');
    expect(screen.getByText('16/160 characters')).not.toHaveStyle({ color: '#a8071a' });
    await userEvent.click(field('Meta description'));
    await userEvent.paste('x'.repeat(145));
    const counter = await screen.findByText('161/160 characters (too long)');
    expect(counter).toHaveStyle({ color: '#a8071a' });
  });

  it('sends metaDescription and categoryId in camelCase, then returns to the list', async () => {
    const api = fakeApi({ 'GET /api/admin/categories': () => ({ data: [aCategory({ id: 'cat-schedules', name: 'Schedules', type: 'page' })] }), 'POST /api/admin/pages': () => aPage() });
    renderPageForm('/admin/pages/new');
    await userEvent.type(await screen.findByLabelText('Title'), 'Ferry times');
    await userEvent.type(field('Content'), 'Every hour.');
    await userEvent.type(field('Meta description'), 'Ferries to Capri');
    await choose('Category', 'Schedules');
    await userEvent.click(await findButton('Create Page'));
    expect(await screen.findByText('Pages list')).toBeInTheDocument();
    expect(screen.getByText('Page created')).toBeInTheDocument();
    expect(api.sent('POST', '/api/admin/pages').at(0)?.body).toEqual({ title: 'Ferry times', slug: 'ferry-times', content: 'Every hour.', categoryId: 'cat-schedules', metaDescription: 'Ferries to Capri', published: false });
  });
});
