import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useToastStore } from '@costiera/kit';
import { renderAdmin } from '../../testing/render-admin';
import { fakeApi, Reply, type ApiRequest } from '../../testing/fake-api';
import { aCategory } from '../../testing/fixtures';
import { choose, findDialog } from '../../testing/choose';
import CategoriesPage from './CategoriesPage';

const render = () => renderAdmin(<CategoriesPage />, { path: '/admin/categories', route: '/admin/categories' });
const categories = [
  aCategory({ id: 'cat-boat', name: 'Private boat tour', type: 'tour', usage: 3 }),
  aCategory({ id: 'cat-guides', name: 'Guides', slug: 'guides', type: 'article', description: 'Travel guides', usage: 0 }),
];
const categoriesApi = {
  'GET /api/admin/categories': ({ query }: ApiRequest) => ({ data: categories.filter((c) => [c.type, 'all'].includes(query.get('type') ?? 'all')) }),
};

beforeEach(() => useToastStore.setState({ toasts: [] }));

describe('admin categories list', () => {
  it("tags each category with its name's translation state, and translates the name beside the English one", async () => {
    let state: 'missing' | 'stale' | 'current' = 'stale';
    const answer = () => ({ category_id: 'cat-guides', language: 'it', state, translation: { language: 'it', name: 'Guide', updated_at: `2026-11-0${state === 'stale' ? 1 : 2}T10:00:00.000Z`, updated_by: 'marina' }, english: { name: 'Guides' } });
    const api = fakeApi({
      'GET /api/admin/categories': ({ query }: ApiRequest) =>
        ({ data: categories.map((c) => (c.id === 'cat-guides' ? { ...c, translations: { it: state } } : c)).filter((c) => [c.type, 'all'].includes(query.get('type') ?? 'all')) }),
      'GET /api/admin/categories/cat-guides/translations/it': answer,
      'POST /api/admin/categories/cat-guides/translations/it/confirm': () => {
        state = 'current';
        return answer();
      },
    });
    render();
    const row = () => screen.getByText('Guides', { selector: 'span' }).closest('tr')!;
    expect(within((await screen.findByText('Private boat tour')).closest('tr')!).getByText('IT missing')).toBeInTheDocument();
    expect(within(row()).getByText('IT stale')).toBeInTheDocument();

    await userEvent.click(screen.getByLabelText('Translate Guides'));
    const dialog = await findDialog('Translations of "Guides"');
    expect(await within(dialog).findByText('The English text changed after this translation')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Name', { exact: true })).toHaveValue('Guide');
    expect(within(within(dialog).getByRole('group', { name: 'Name in English' })).getByText('Guides')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByText('Confirm still correct').closest('button')!);
    expect(await screen.findByText('Translation confirmed')).toBeInTheDocument();
    expect(api.sent('POST', '/api/admin/categories/cat-guides/translations/it/confirm')).toHaveLength(1);
    await waitFor(() => expect(within(row()).getByText('IT current')).toBeInTheDocument());
    expect(within(dialog).queryByText('The English text changed after this translation')).not.toBeInTheDocument();
  });

  it('shows name, description, type badge, slug and usage of each category', async () => {
    fakeApi(categoriesApi);
    render();
    const row = (await screen.findByText('Guides')).closest('tr')!;
    for (const text of ['Travel guides', 'article', 'guides', '0 items']) expect(within(row).getByText(text)).toBeInTheDocument();
    // The real usage count, not the spec's fixed 0: docs/spec-deviations.md#category-usage
    expect(within(screen.getByText('Private boat tour').closest('tr')!).getByText('3 items')).toBeInTheDocument();
  });

  it('filters by type (all, tour, article, page) on the server', async () => {
    const api = fakeApi(categoriesApi);
    render();
    await screen.findByText('Guides');
    await choose('Filter by type', 'Tour');
    expect(await screen.findByText('Private boat tour')).toBeInTheDocument();
    expect(screen.queryByText('Guides')).not.toBeInTheDocument();
    expect(api.sent('GET', '/api/admin/categories').map((r) => r.query.get('type'))).toEqual(['all', 'tour']);
  });

  it("shows 'No categories created yet', or 'No page categories yet' under a type", async () => {
    fakeApi(categoriesApi);
    render();
    await screen.findByText('Guides');
    await choose('Filter by type', 'Page');
    expect(await screen.findByText('No page categories yet')).toBeInTheDocument();
    fakeApi({ 'GET /api/admin/categories': () => ({ data: [] }) });
    render();
    expect(await screen.findByText('No categories created yet')).toBeInTheDocument();
  });

  it('warns in the delete dialog that content using the category must be reassigned, then toasts the outcome', async () => {
    let refuse = false;
    fakeApi({ ...categoriesApi, 'DELETE /api/admin/categories/*': () => (refuse ? new Reply(409, { error: 'conflict', message: 'Category is in use' }) : new Reply(204)) });
    render();
    await userEvent.click(await screen.findByLabelText('Delete Guides'));
    const dialog = await findDialog('Delete Category');
    expect(within(dialog).getByText('Are you sure you want to delete "Guides"? This action cannot be undone.')).toBeInTheDocument();
    expect(within(dialog).getByText('Any content using this category must be reassigned to another category first.')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByText('Delete').closest('button')!);
    expect(await screen.findByText('Category deleted')).toBeInTheDocument();
    expect(screen.getByText('Category has been successfully deleted.')).toBeInTheDocument();

    refuse = true;
    await userEvent.click(screen.getByLabelText('Delete Private boat tour'));
    const inUse = await findDialog('Delete Category');
    expect(within(inUse).getByText('It is used by 3 items: reassign them to another category first, or the deletion will be refused.')).toBeInTheDocument();
    await userEvent.click(within(inUse).getByText('Delete').closest('button')!);
    expect(await screen.findByText('Delete failed')).toBeInTheDocument();
    expect(screen.getByText('409: Category is in use')).toBeInTheDocument();
  });
});
