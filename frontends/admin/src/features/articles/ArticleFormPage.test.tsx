import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { useToastStore } from '@costiera/kit';
import { renderAdmin } from '../../testing/render-admin';
import { fakeApi, held } from '../../testing/fake-api';
import { aCategory, anArticle } from '../../testing/fixtures';
import { button, choose, findButton } from '../../testing/choose';
import ArticleFormPage from './ArticleFormPage';

function renderArticleForm(path: string) {
  return renderAdmin(
    <Routes>
      <Route index element={<p>Articles list</p>} />
      <Route path="new" element={<ArticleFormPage />} />
      <Route path=":id/edit" element={<ArticleFormPage />} />
    </Routes>,
    { path, route: '/admin/articles/*' },
  );
}
const categories = { 'GET /api/admin/categories': () => ({ data: [aCategory({ id: 'cat-guides', name: 'Guides', type: 'article' })] }) };
const field = (label: string) => screen.getByLabelText(label, { exact: true }) as HTMLInputElement;

beforeEach(() => useToastStore.setState({ toasts: [] }));

describe('admin article form', () => {
  it('names the missing required fields and sends nothing', async () => {
    const api = fakeApi(categories);
    renderArticleForm('/admin/articles/new');
    await userEvent.click(await findButton('Create Article'));
    for (const message of ['Title is required', 'Slug is required', 'Excerpt is required', 'Content is required', 'Category is required']) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(api.sent('POST', '/api/admin/articles')).toHaveLength(0);
  });

  it("fills the slug from the title, sends camelCase fields, shows 'Saving...' while pending, then returns to the list", async () => {
    const saved = held<unknown>();
    const api = fakeApi({ ...categories, 'POST /api/admin/articles': () => saved.promise });
    renderArticleForm('/admin/articles/new');
    await userEvent.type(await screen.findByLabelText('Title'), 'Limoncello: the Guide!');
    await waitFor(() => expect(field('Slug')).toHaveValue('limoncello-the-guide'));
    await userEvent.type(field('Excerpt'), 'Where the lemons come from');
    await userEvent.type(field('Content'), 'Made from lemons.');
    await choose('Category', 'Guides');
    await userEvent.type(field('Featured image URL'), 'https://example.com/lemons.jpg');
    await userEvent.click(button('Create Article'));
    expect(await findButton('Saving...')).toBeInTheDocument();
    expect(api.sent('POST', '/api/admin/articles').at(0)?.body).toEqual({
      title: 'Limoncello: the Guide!',
      slug: 'limoncello-the-guide',
      excerpt: 'Where the lemons come from',
      content: 'Made from lemons.',
      categoryId: 'cat-guides',
      featuredImage: 'https://example.com/lemons.jpg',
      published: false,
    });
    saved.release(anArticle());
    expect(await screen.findByText('Articles list')).toBeInTheDocument();
    expect(screen.getByText('Article created')).toBeInTheDocument();
  });

  it('switches slug auto-generation off once an existing article loads, so a new title keeps the slug', async () => {
    const api = fakeApi({ ...categories, 'GET /api/admin/articles/article-1': () => anArticle(), 'PUT /api/admin/articles/article-1': () => anArticle() });
    renderArticleForm('/admin/articles/article-1/edit');
    await waitFor(() => expect(field('Title')).toHaveValue('Limoncello guide'));
    expect(screen.getByLabelText('Auto-generate slug')).not.toBeChecked();
    await userEvent.clear(field('Title'));
    await userEvent.type(field('Title'), 'A new title');
    await userEvent.click(button('Update Article'));
    await screen.findByText('Articles list');
    expect(api.sent('PUT', '/api/admin/articles/article-1').at(0)?.body).toMatchObject({ title: 'A new title', slug: 'limoncello-guide' });
    expect(screen.getByText('Article updated')).toBeInTheDocument();
  });
});
