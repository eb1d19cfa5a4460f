import { PlusOutlined } from '@ant-design/icons';
import { timeAgo } from '@costiera/kit';
import type { content } from '@costiera/contracts';
import { AdminListScreen } from '../../../shared/components/AdminListScreen';
import { ViewAndEditActions } from '../../../shared/components/ViewAndEditActions';
import { firstItemEmptyState } from '../../../shared/components/first-item-empty-state';
import { NavButton } from '../../../shared/components/NavButton';
import { PublishedBadge } from '../../../shared/components/Badge';
import { deleteQuestion } from '../../../shared/components/ConfirmDeleteDialog';
import { ContentFilterBar, NO_CONTENT_FILTERS, hasContentFilters } from '../../../shared/components/ContentFilterBar';
import { useCategoryOptions } from '../../../shared/categories';
import { useListState, useStayOnExistingPage } from '../../../shared/use-list-state';
import { adminPaths, publicPaths } from '../../../shared/admin-paths';
import { PAGES_PAGE_SIZE, useDeletePage, usePages } from '../api/pages';

type SitePage = content.AdminPage;

export default function PagesListPage() {
  const { filters, settled, page, setPage, changeFilters, clearFilters } = useListState(NO_CONTENT_FILTERS);
  const { data, isLoading, error } = usePages(page, settled);
  useStayOnExistingPage(page, data?.pagination.pages, setPage);
  const categories = useCategoryOptions('page');
  const deletePage = useDeletePage();

  return (
    <AdminListScreen<SitePage>
      title="Pages"
      description="Static pages: guides, schedules and information"
      createAction={
        <NavButton type="primary" icon={<PlusOutlined />} to={adminPaths.newPage}>
          New Page
        </NavButton>
      }
      filters={<ContentFilterBar noun="pages" filters={filters} categoryOptions={categories.options} onChange={changeFilters} />}
      onClearFilters={clearFilters}
      name="pages"
      list={{ rows: data?.data, isLoading, error }}
      columns={[
        { title: 'Title', key: 'title', render: (_, item) => <span style={{ fontWeight: 500 }}>{item.title}</span> },
        { title: 'Slug', key: 'slug', render: (_, item) => <code style={{ fontSize: 12 }}>/{item.slug}</code> },
        {
          title: 'Meta description',
          key: 'meta',
          render: (_, item) => (
            <div style={{ maxWidth: 240, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }} title={item.meta_description ?? undefined}>
              {item.meta_description || '—'}
            </div>
          ),
        },
        { title: 'Category', key: 'category', render: (_, item) => item.category_name ?? 'Unknown' },
        { title: 'Status', key: 'status', render: (_, item) => <PublishedBadge published={item.published} /> },
        { title: 'Created', key: 'created', render: (_, item) => timeAgo(item.created_at, 'Unknown') },
        { title: 'Updated', key: 'updated', render: (_, item) => timeAgo(item.updated_at, 'Unknown') },
      ]}
      rowActions={(item) => <ViewAndEditActions name={item.title} sitePath={item.published ? publicPaths.page(item.slug) : undefined} editPath={adminPaths.editPage(item.id)} />}
      empty={firstItemEmptyState('Page', hasContentFilters(settled), adminPaths.newPage)}
      pager={{ pagination: data?.pagination, pageSize: PAGES_PAGE_SIZE, noun: 'pages', onPageChange: setPage }}
      deletion={{ label: (item) => `Delete ${item.title}`, title: 'Delete Page', question: (item) => deleteQuestion(item.title), mutation: deletePage, done: ['Page deleted', 'Page has been successfully deleted.'] }}
    />
  );
}
