import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useToastStore } from '@costiera/kit';
import { renderAdmin } from '../../testing/render-admin';
import { fakeApi, pageOf, Reply, type ApiRequest } from '../../testing/fake-api';
import { aCategory, anArticle, many } from '../../testing/fixtures';
import { button, choose, findButton, findDialog } from '../../testing/choose';
import ArticlesListPage from './ArticlesListPage';

const render = () => renderAdmin(<ArticlesListPage />, { path: '/admin/articles', route: '/admin/articles' });
const articles = many(12, (i) => anArticle({ id: `article-${i}`, title: `Article ${i}`, slug: `article-${i}`, published: i % 2 === 0 }));
const articlesApi = {
  'GET /api/admin/articles': ({ query }: ApiRequest) => {
    const page = Number(query.get('page') ?? 1);
    const published = query.get('published');
    const hits = articles.filter((a) => a.title.includes(query.get('search') ?? '') && (published === null || String(a.published) === published));
    return pageOf(hits.slice((page - 1) * 10, page * 10), { page, total: hits.length });
  },
  'GET /api/admin/categories': () => ({ data: [aCategory({ id: 'cat-guides', name: 'Guides', type: 'article' })] }),
};

beforeEach(() => useToastStore.setState({ toasts: [] }));

describe('admin articles list', () => {
  it("shows 'Showing 1 to 10 of 12 articles' with Previous disabled on the first page", async () => {
    fakeApi(articlesApi);
    render();
    expect(await screen.findByText('Showing 1 to 10 of 12 articles')).toBeInTheDocument();
    expect(button('Previous')).toBeDisabled();
    await userEvent.click(button('Next'));
    expect(await screen.findByText('Showing 11 to 12 of 12 articles')).toBeInTheDocument();
    expect(button('Next')).toBeDisabled();
  });

  it('shows title, excerpt and /slug, category, status badge, and a view button only for published articles', async () => {
    fakeApi({ 'GET /api/admin/articles': () => pageOf([anArticle(), anArticle({ id: 'draft', title: 'Draft notes', published: false, category_name: null })]) });
    render();
    const published = (await screen.findByText('Limoncello guide')).closest('tr')!;
    for (const text of ['Where the lemons come from', '/limoncello-guide', 'Guides', 'Published']) expect(within(published).getByText(text)).toBeInTheDocument();
    expect(within(published).getByLabelText('View Limoncello guide on the site')).toHaveAttribute('href', '/articles/limoncello-guide');
    const draft = screen.getByText('Draft notes').closest('tr')!;
    expect(within(draft).getByText('Draft')).toBeInTheDocument();
    expect(within(draft).getByText('Unknown')).toBeInTheDocument();
    expect(within(draft).queryByLabelText('View Draft notes on the site')).not.toBeInTheDocument();
    expect(within(draft).getByLabelText('Edit Draft notes')).toHaveAttribute('href', '/admin/articles/draft/edit');
    expect(screen.queryByText('Next')).not.toBeInTheDocument();
  });

  it('sends search, category and status (Published = true, Draft = false) to the server', async () => {
    const api = fakeApi(articlesApi);
    render();
    await screen.findByText('Showing 1 to 10 of 12 articles');
    await userEvent.type(screen.getByLabelText('Search articles'), 'Article 1');
    await choose('Filter by category', 'Guides');
    await choose('Filter by status', 'Draft');
    await waitFor(() => {
      const last = api.sent('GET', '/api/admin/articles').at(-1)!.query;
      expect({ search: last.get('search'), category: last.get('category'), published: last.get('published') }).toEqual({ search: 'Article 1', category: 'cat-guides', published: 'false' });
    });
    await choose('Filter by status', 'Published');
    await waitFor(() => expect(api.sent('GET', '/api/admin/articles').at(-1)!.query.get('published')).toBe('true'));
  });

  it("returns to page 1 with no filters on 'Clear Filters'", async () => {
    fakeApi(articlesApi);
    render();
    await userEvent.click(await findButton('Next'));
    await screen.findByText('Showing 11 to 12 of 12 articles');
    await choose('Filter by status', 'Published');
    await screen.findByText('Showing 1 to 6 of 6 articles');
    await userEvent.click(button('Clear Filters'));
    expect(await screen.findByText('Showing 1 to 10 of 12 articles')).toBeInTheDocument();
  });

  it("shows 'No articles created yet' without filters and 'No articles found matching your filters' with them", async () => {
    fakeApi({ 'GET /api/admin/articles': () => pageOf([]) });
    render();
    expect(await screen.findByText('No articles created yet')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Search articles'), 'Capri');
    expect(await screen.findByText('No articles found matching your filters')).toBeInTheDocument();
  });

  it("asks 'Delete Article' with the spec's wording, then toasts 'Article deleted' or 'Delete failed'", async () => {
    let refuse = false;
    fakeApi({ ...articlesApi, 'DELETE /api/admin/articles/*': () => (refuse ? new Reply(409, { error: 'conflict', message: 'In use' }) : new Reply(204)) });
    render();
    await userEvent.click(await screen.findByLabelText('Delete Article 3'));
    const dialog = await findDialog('Delete Article');
    expect(within(dialog).getByText('Are you sure you want to delete "Article 3"? This action cannot be undone.')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByText('Delete').closest('button')!);
    expect(await screen.findByText('Article deleted')).toBeInTheDocument();
    expect(screen.getByText('Article has been successfully deleted.')).toBeInTheDocument();
    refuse = true;
    await userEvent.click(screen.getByLabelText('Delete Article 4'));
    await userEvent.click(within(await findDialog('Delete Article')).getByText('Delete').closest('button')!);
    expect(await screen.findByText('Delete failed')).toBeInTheDocument();
    expect(screen.getByText('409: In use')).toBeInTheDocument();
  });
});
