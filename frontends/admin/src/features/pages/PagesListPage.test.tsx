import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useToastStore } from '@costiera/kit';
import { renderAdmin } from '../../testing/render-admin';
import { fakeApi, pageOf, Reply, type ApiRequest } from '../../testing/fake-api';
import { aCategory, aPage, many } from '../../testing/fixtures';
import { button, choose, findButton, findDialog } from '../../testing/choose';
import PagesListPage from './PagesListPage';

const render = () => renderAdmin(<PagesListPage />, { path: '/admin/pages', route: '/admin/pages' });
const pages = many(12, (i) => aPage({ id: `page-${i}`, title: `Page ${i}`, slug: `page-${i}`, published: i % 2 === 0 }));
const pagesApi = {
  'GET /api/admin/pages': ({ query }: ApiRequest) => {
    const page = Number(query.get('page') ?? 1);
    const published = query.get('published');
    const hits = pages.filter((a) => a.title.includes(query.get('search') ?? '') && (published === null || String(a.published) === published));
    return pageOf(hits.slice((page - 1) * 10, page * 10), { page, total: hits.length });
  },
  'GET /api/admin/categories': () => ({ data: [aCategory({ id: 'cat-schedules', name: 'Schedules', type: 'page' })] }),
};

beforeEach(() => useToastStore.setState({ toasts: [] }));

describe('admin pages list', () => {
  it("shows 'Showing 1 to 10 of 12 pages' with Previous disabled on the first page", async () => {
    fakeApi(pagesApi);
    render();
    expect(await screen.findByText('Showing 1 to 10 of 12 pages')).toBeInTheDocument();
    expect(button('Previous')).toBeDisabled();
    await userEvent.click(button('Next'));
    expect(await screen.findByText('Showing 11 to 12 of 12 pages')).toBeInTheDocument();
    expect(button('Next')).toBeDisabled();
  });

  it('shows title, /slug, meta description, category, status badge, and a view button only for published pages', async () => {
    fakeApi({ 'GET /api/admin/pages': () => pageOf([aPage(), aPage({ id: 'draft', title: 'Draft notes', published: false, category_name: null })]) });
    render();
    const published = (await screen.findByText('Ferry times')).closest('tr')!;
    for (const text of ['/ferry-times', 'Ferries between Sorrento and Capri', 'Schedules', 'Published']) expect(within(published).getByText(text)).toBeInTheDocument();
    expect(within(published).getByLabelText('View Ferry times on the site')).toHaveAttribute('href', '/pages/ferry-times');
    const draft = screen.getByText('Draft notes').closest('tr')!;
    expect(within(draft).getByText('Draft')).toBeInTheDocument();
    // SPEC: the category name reads 'Unknown' when missing.
    expect(within(draft).getByText('Unknown')).toBeInTheDocument();
    expect(within(draft).queryByLabelText('View Draft notes on the site')).not.toBeInTheDocument();
    expect(within(draft).getByLabelText('Edit Draft notes')).toHaveAttribute('href', '/admin/pages/draft/edit');
    expect(screen.queryByText('Next')).not.toBeInTheDocument();
  });

  it('sends search, category and status (Published = true, Draft = false) to the server', async () => {
    const api = fakeApi(pagesApi);
    render();
    await screen.findByText('Showing 1 to 10 of 12 pages');
    await userEvent.type(screen.getByLabelText('Search pages'), 'Page 1');
    await choose('Filter by category', 'Schedules');
    await choose('Filter by status', 'Draft');
    await waitFor(() => {
      const last = api.sent('GET', '/api/admin/pages').at(-1)!.query;
      expect({ search: last.get('search'), category: last.get('category'), published: last.get('published') }).toEqual({ search: 'Page 1', category: 'cat-schedules', published: 'false' });
    });
    await choose('Filter by status', 'Published');
    await waitFor(() => expect(api.sent('GET', '/api/admin/pages').at(-1)!.query.get('published')).toBe('true'));
  });

  it("returns to page 1 with no filters on 'Clear Filters'", async () => {
    fakeApi(pagesApi);
    render();
    await userEvent.click(await findButton('Next'));
    await screen.findByText('Showing 11 to 12 of 12 pages');
    await choose('Filter by status', 'Published');
    await screen.findByText('Showing 1 to 6 of 6 pages');
    await userEvent.click(button('Clear Filters'));
    expect(await screen.findByText('Showing 1 to 10 of 12 pages')).toBeInTheDocument();
  });

  it("shows 'No pages created yet' without filters and 'No pages found matching your filters' with them", async () => {
    fakeApi({ 'GET /api/admin/pages': () => pageOf([]) });
    render();
    expect(await screen.findByText('No pages created yet')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Search pages'), 'Capri');
    expect(await screen.findByText('No pages found matching your filters')).toBeInTheDocument();
  });

  it("asks 'Delete Page' with the spec's wording, then toasts 'Page deleted' or 'Delete failed'", async () => {
    let refuse = false;
    fakeApi({ ...pagesApi, 'DELETE /api/admin/pages/*': () => (refuse ? new Reply(409, { error: 'conflict', message: 'In use' }) : new Reply(204)) });
    render();
    await userEvent.click(await screen.findByLabelText('Delete Page 3'));
    const dialog = await findDialog('Delete Page');
    expect(within(dialog).getByText('Are you sure you want to delete "Page 3"? This action cannot be undone.')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByText('Delete').closest('button')!);
    expect(await screen.findByText('Page deleted')).toBeInTheDocument();
    expect(screen.getByText('Page has been successfully deleted.')).toBeInTheDocument();
    refuse = true;
    await userEvent.click(screen.getByLabelText('Delete Page 4'));
    await userEvent.click(within(await findDialog('Delete Page')).getByText('Delete').closest('button')!);
    expect(await screen.findByText('Delete failed')).toBeInTheDocument();
    expect(screen.getByText('409: In use')).toBeInTheDocument();
  });
});
