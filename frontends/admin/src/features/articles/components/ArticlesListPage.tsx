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
import { ARTICLES_PAGE_SIZE, useArticles, useDeleteArticle } from '../api/articles';
import { actionsColumn } from '../../../shared/components/actions-column';

type Article = content.AdminArticle;

export default function ArticlesListPage() {
  const { filters, settled, page, setPage, changeFilters, clearFilters } = useListState(NO_CONTENT_FILTERS);
  const [toDelete, setToDelete] = useState<Article | null>(null);
  const { data, isLoading, error } = useArticles(page, settled);
  useStayOnExistingPage(page, data?.pagination.pages, setPage);
  const categories = useCategoryOptions('article');
  const deleteArticle = useDeleteArticle();
  const notify = useNotify();

  const confirmDelete = () => {
    if (!toDelete) return;
    deleteArticle.mutate(toDelete.id, {
      onSuccess: () => {
        notify.success('Article deleted', 'Article has been successfully deleted.');
        setToDelete(null);
      },
      onError: (err) => notify.failure('Delete failed', err),
    });
  };

  const columns: TableColumnsType<Article> = [
    {
      title: 'Article',
      key: 'article',
      render: (_, article) => (
        <div style={{ maxWidth: 340 }}>
          <div style={{ fontWeight: 500 }}>{article.title}</div>
          <div style={{ fontSize: 13, color: 'rgba(0,0,0,0.65)', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>{article.excerpt}</div>
          <code style={{ fontSize: 12 }}>/{article.slug}</code>
        </div>
      ),
    },
    { title: 'Category', key: 'category', render: (_, article) => article.category_name ?? 'Unknown' },
    { title: 'Status', key: 'status', render: (_, article) => <PublishedBadge published={article.published} /> },
    { title: 'Created', key: 'created', render: (_, article) => timeAgo(article.created_at, 'Unknown') },
    { title: 'Updated', key: 'updated', render: (_, article) => timeAgo(article.updated_at, 'Unknown') },
    {
      ...actionsColumn,
      render: (_, article) => (
        <Flex gap={4}>
          {article.published && (
            <Button icon={<EyeOutlined />} href={publicPaths.article(article.slug)} target="_blank" rel="noopener noreferrer" aria-label={`View ${article.title} on the site`} />
          )}
          <NavButton icon={<EditOutlined />} to={adminPaths.editArticle(article.id)} aria-label={`Edit ${article.title}`} />
          <Button danger icon={<DeleteOutlined />} aria-label={`Delete ${article.title}`} onClick={() => setToDelete(article)} />
        </Flex>
      ),
    },
  ];

  return (
    <>
      <PageHeading
        title="Articles"
        description="Travel stories and guides"
        actions={
          <NavButton type="primary" icon={<PlusOutlined />} to={adminPaths.newArticle}>
            New Article
          </NavButton>
        }
      />
      <Card>
        <ContentFilterBar noun="articles" filters={filters} categoryOptions={categories.options} onChange={changeFilters} onClear={clearFilters} />
        {error && <p role="alert">Could not load articles: {error.message}</p>}
        {isLoading ? (
          <SkeletonRows count={5} />
        ) : data && data.data.length === 0 ? (
          <EmptyState
            text={hasContentFilters(settled) ? 'No articles found matching your filters' : 'No articles created yet'}
            action={
              hasContentFilters(settled) ? undefined : (
                <NavButton type="primary" to={adminPaths.newArticle}>
                  Create Your First Article
                </NavButton>
              )
            }
          />
        ) : (
          <Table<Article> rowKey="id" columns={columns} dataSource={data?.data ?? []} pagination={false} scroll={{ x: 'max-content' }} />
        )}
        {data && data.data.length > 0 && (
          <ListPager
            page={data.pagination.page}
            limit={data.pagination.limit || ARTICLES_PAGE_SIZE}
            total={data.pagination.total}
            pages={data.pagination.pages}
            noun="articles"
            onPageChange={setPage}
          />
        )}
      </Card>
      <ConfirmDeleteDialog open={toDelete !== null} title="Delete Article" pending={deleteArticle.isPending} onConfirm={confirmDelete} onCancel={() => setToDelete(null)}>
        {deleteQuestion(toDelete?.title ?? '')}
      </ConfirmDeleteDialog>
    </>
  );
}
