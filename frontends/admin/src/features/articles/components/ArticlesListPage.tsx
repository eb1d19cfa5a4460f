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
import { ARTICLES_PAGE_SIZE, useArticles, useDeleteArticle } from '../api/articles';

type Article = content.AdminArticle;
const SECONDARY_LINE = { fontSize: 13, color: 'rgba(0,0,0,0.65)', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } as const;

export default function ArticlesListPage() {
  const { filters, settled, page, setPage, changeFilters, clearFilters } = useListState(NO_CONTENT_FILTERS);
  const { data, isLoading, error } = useArticles(page, settled);
  useStayOnExistingPage(page, data?.pagination.pages, setPage);
  const categories = useCategoryOptions('article');
  const deleteArticle = useDeleteArticle();

  return (
    <AdminListScreen<Article>
      title="Articles"
      description="Travel stories and guides"
      createAction={
        <NavButton type="primary" icon={<PlusOutlined />} to={adminPaths.newArticle}>
          New Article
        </NavButton>
      }
      filters={<ContentFilterBar noun="articles" filters={filters} categoryOptions={categories.options} onChange={changeFilters} />}
      onClearFilters={clearFilters}
      name="articles"
      list={{ rows: data?.data, isLoading, error }}
      columns={[
        {
          title: 'Article',
          key: 'article',
          render: (_, article) => (
            <div style={{ maxWidth: 340 }}>
              <div style={{ fontWeight: 500 }}>{article.title}</div>
              <div style={SECONDARY_LINE}>{article.excerpt}</div>
              <code style={{ fontSize: 12 }}>/{article.slug}</code>
            </div>
          ),
        },
        { title: 'Category', key: 'category', render: (_, article) => article.category_name ?? 'Unknown' },
        { title: 'Status', key: 'status', render: (_, article) => <PublishedBadge published={article.published} /> },
        { title: 'Created', key: 'created', render: (_, article) => timeAgo(article.created_at, 'Unknown') },
        { title: 'Updated', key: 'updated', render: (_, article) => timeAgo(article.updated_at, 'Unknown') },
      ]}
      rowActions={(article) => (
        <ViewAndEditActions name={article.title} sitePath={article.published ? publicPaths.article(article.slug) : undefined} editPath={adminPaths.editArticle(article.id)} />
      )}
      empty={firstItemEmptyState('Article', hasContentFilters(settled), adminPaths.newArticle)}
      pager={{ pagination: data?.pagination, pageSize: ARTICLES_PAGE_SIZE, noun: 'articles', onPageChange: setPage }}
      deletion={{
        label: (article) => `Delete ${article.title}`,
        title: 'Delete Article',
        question: (article) => deleteQuestion(article.title),
        mutation: deleteArticle,
        done: ['Article deleted', 'Article has been successfully deleted.'],
      }}
    />
  );
}
