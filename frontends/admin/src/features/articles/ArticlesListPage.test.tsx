import { screen, within } from '@testing-library/react';
import { useToastStore } from '@costiera/kit';
import { renderAdmin } from '../../testing/render-admin';
import { fakeApi, pageOf } from '../../testing/fake-api';
import { anArticle } from '../../testing/fixtures';
import { itBehavesLikeAContentList } from '../../testing/content-list-behaviour';
import ArticlesListPage from './ArticlesListPage';

const render = () => renderAdmin(<ArticlesListPage />, { path: '/admin/articles', route: '/admin/articles' });

beforeEach(() => useToastStore.setState({ toasts: [] }));

describe('admin articles list', () => {
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

  it('tags each article with the languages its translation is missing or stale in', async () => {
    fakeApi({ 'GET /api/admin/articles': () => pageOf([anArticle(), anArticle({ id: 'old', title: 'Old notes', translations: { it: 'stale' } })]) });
    render();
    expect(within((await screen.findByText('Limoncello guide')).closest('tr')!).getByText('IT missing')).toBeInTheDocument();
    expect(within(screen.getByText('Old notes').closest('tr')!).getByText('IT stale')).toBeInTheDocument();
    expect(within(screen.getByText('Old notes').closest('tr')!).getByText('Italian translation stale: the English text changed after it')).toBeInTheDocument();
  });

  itBehavesLikeAContentList({ noun: 'Article', screen: <ArticlesListPage />, item: (i, published) => anArticle({ id: `article-${i}`, title: `Article ${i}`, slug: `article-${i}`, published }), category: { id: 'cat-guides', name: 'Guides', type: 'article' } });
});
