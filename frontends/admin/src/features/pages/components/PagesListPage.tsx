import { useState } from 'react';
import { Button, Card, Flex, Table, type TableColumnsType } from 'antd';
import { DeleteOutlined, EditOutlined, EyeOutlined, PlusOutlined } from '@ant-design/icons';
import { timeAgo } from '@costiera/kit';
import type { content } from '@costiera/contracts';
import { PageHeading } from '../../../shared/components/PageHeading';
import { NavButton } from '../../../shared/components/NavButton';
import { PublishedBadge } from '../../../shared/components/Badge';
import { ListPager } from '../../../shared/components/ListPager';
import { SkeletonRows } from '../../../shared/components/SkeletonRows';
import { EmptyState } from '../../../shared/components/EmptyState';
import { ConfirmDeleteDialog, deleteQuestion } from '../../../shared/components/ConfirmDeleteDialog';
import { ContentFilterBar, NO_CONTENT_FILTERS, hasContentFilters } from '../../../shared/components/ContentFilterBar';
import { useCategoryOptions } from '../../../shared/categories';
import { useListState, useStayOnExistingPage } from '../../../shared/use-list-state';
import { useNotify } from '../../../shared/notify';
import { adminPaths, publicPaths } from '../../../shared/admin-paths';
import { PAGES_PAGE_SIZE, useDeletePage, usePages } from '../api/pages';
import { actionsColumn } from '../../../shared/components/actions-column';

type SitePage = content.AdminPage;

export default function PagesListPage() {
  const { filters, settled, page, setPage, changeFilters, clearFilters } = useListState(NO_CONTENT_FILTERS);
  const [toDelete, setToDelete] = useState<SitePage | null>(null);
  const { data, isLoading, error } = usePages(page, settled);
  useStayOnExistingPage(page, data?.pagination.pages, setPage);
  const categories = useCategoryOptions('page');
  const deletePage = useDeletePage();
  const notify = useNotify();

  const confirmDelete = () => {
    if (!toDelete) return;
    deletePage.mutate(toDelete.id, {
      onSuccess: () => {
        notify.success('Page deleted', 'Page has been successfully deleted.');
        setToDelete(null);
      },
      onError: (err) => notify.failure('Delete failed', err),
    });
  };

  const columns: TableColumnsType<SitePage> = [
    { title: 'Title', key: 'title', render: (_, item) => <span style={{ fontWeight: 500 }}>{item.title}</span> },
    { title: 'Slug', key: 'slug', render: (_, item) => <code style={{ fontSize: 12 }}>/{item.slug}</code> },
    {
      title: 'Meta description',
      key: 'meta',
      render: (_, item) => (
        <div style={{ maxWidth: 280, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }} title={item.meta_description ?? undefined}>
          {item.meta_description || '—'}
        </div>
      ),
    },
    { title: 'Category', key: 'category', render: (_, item) => item.category_name ?? 'Unknown' },
    { title: 'Status', key: 'status', render: (_, item) => <PublishedBadge published={item.published} /> },
    { title: 'Created', key: 'created', render: (_, item) => timeAgo(item.created_at, 'Unknown') },
    { title: 'Updated', key: 'updated', render: (_, item) => timeAgo(item.updated_at, 'Unknown') },
    {
      ...actionsColumn,
      render: (_, item) => (
        <Flex gap={4}>
          {item.published && (
            <Button icon={<EyeOutlined />} href={publicPaths.page(item.slug)} target="_blank" rel="noopener noreferrer" aria-label={`View ${item.title} on the site`} />
          )}
          <NavButton icon={<EditOutlined />} to={adminPaths.editPage(item.id)} aria-label={`Edit ${item.title}`} />
          <Button danger icon={<DeleteOutlined />} aria-label={`Delete ${item.title}`} onClick={() => setToDelete(item)} />
        </Flex>
      ),
    },
  ];

  return (
    <>
      <PageHeading
        title="Pages"
        description="Static pages: guides, schedules and information"
        actions={
          <NavButton type="primary" icon={<PlusOutlined />} to={adminPaths.newPage}>
            New Page
          </NavButton>
        }
      />
      <Card>
        <ContentFilterBar noun="pages" filters={filters} categoryOptions={categories.options} onChange={changeFilters} onClear={clearFilters} />
        {error && <p role="alert">Could not load pages: {error.message}</p>}
        {isLoading ? (
          <SkeletonRows count={5} />
        ) : data && data.data.length === 0 ? (
          <EmptyState
            text={hasContentFilters(settled) ? 'No pages found matching your filters' : 'No pages created yet'}
            action={
              hasContentFilters(settled) ? undefined : (
                <NavButton type="primary" to={adminPaths.newPage}>
                  Create Your First Page
                </NavButton>
              )
            }
          />
        ) : (
          <Table<SitePage> rowKey="id" columns={columns} dataSource={data?.data ?? []} pagination={false} scroll={{ x: 'max-content' }} />
        )}
        {data && data.data.length > 0 && (
          <ListPager
            page={data.pagination.page}
            limit={data.pagination.limit || PAGES_PAGE_SIZE}
            total={data.pagination.total}
            pages={data.pagination.pages}
            noun="pages"
            onPageChange={setPage}
          />
        )}
      </Card>
      <ConfirmDeleteDialog open={toDelete !== null} title="Delete Page" pending={deletePage.isPending} onConfirm={confirmDelete} onCancel={() => setToDelete(null)}>
        {deleteQuestion(toDelete?.title ?? '')}
      </ConfirmDeleteDialog>
    </>
  );
}
