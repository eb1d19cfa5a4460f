import { screen, within } from '@testing-library/react';
import { useToastStore } from '@costiera/kit';
import { renderAdmin } from '../../testing/render-admin';
import { fakeApi, pageOf } from '../../testing/fake-api';
import { aPage } from '../../testing/fixtures';
import { itBehavesLikeAContentList } from '../../testing/content-list-behaviour';
import PagesListPage from './PagesListPage';

const render = () => renderAdmin(<PagesListPage />, { path: '/admin/pages', route: '/admin/pages' });

beforeEach(() => useToastStore.setState({ toasts: [] }));

describe('admin pages list', () => {
  it('tags each page with the languages its translation is missing or stale in', async () => {
    fakeApi({ 'GET /api/admin/pages': () => pageOf([aPage({ translations: { it: 'stale' } }), aPage({ id: 'done', title: 'Opening hours', translations: { it: 'current' } })]) });
    render();
    expect(within((await screen.findByText('Ferry times')).closest('tr')!).getByText('IT stale')).toBeInTheDocument();
    expect(within(screen.getByText('Opening hours').closest('tr')!).getByText('Italian translation up to date')).toBeInTheDocument();
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

  itBehavesLikeAContentList({ noun: 'Page', screen: <PagesListPage />, item: (i, published) => aPage({ id: `page-${i}`, title: `Page ${i}`, slug: `page-${i}`, published }), category: { id: 'cat-schedules', name: 'Schedules', type: 'page' } });
});
