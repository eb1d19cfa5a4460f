import { timeAgo } from '@costiera/kit';
import type { TableColumnsType } from 'antd';
import { PublishedBadge } from './Badge';
import { ContentFilterBar, NO_CONTENT_FILTERS, hasContentFilters, type ContentFilters } from './ContentFilterBar';
import { ResourceListScreen, type ListResource } from './ResourceListScreen';
import { ViewAndEditActions } from './ViewAndEditActions';
import { useCategoryOptions } from '../categories';
import type { ContentKind } from '../content-resource';

interface ContentRow {
  readonly id: string;
  readonly title: string;
  readonly slug: string;
  readonly published: boolean;
  readonly category_name: string | null;
  readonly created_at: string;
  readonly updated_at: string;
}

/**
 * The articles' or pages' list: the content filters, the screen's own columns then category,
 * status, created and updated, and View (once published) and Edit on each row.
 */
export function ContentListScreen<Row extends ContentRow>({
  resource,
  description,
  columns,
}: {
  resource: ListResource<ContentFilters, Row> & ContentKind;
  description: string;
  columns: TableColumnsType<Row>;
}) {
  const { noun, paths } = resource;
  const categories = useCategoryOptions(noun === 'Article' ? 'article' : 'page');
  return (
    <ResourceListScreen<Row, ContentFilters>
      resource={resource}
      noun={noun}
      description={description}
      newPath={paths.new}
      noFilters={NO_CONTENT_FILTERS}
      filters={(filters, change) => <ContentFilterBar noun={`${noun.toLowerCase()}s`} filters={filters} categoryOptions={categories.options} onChange={change} />}
      isFiltered={hasContentFilters}
      columns={[
        ...columns,
        { title: 'Category', key: 'category', render: (_, row) => row.category_name ?? 'Unknown' },
        { title: 'Status', key: 'status', render: (_, row) => <PublishedBadge published={row.published} /> },
        { title: 'Created', key: 'created', render: (_, row) => timeAgo(row.created_at, 'Unknown') },
        { title: 'Updated', key: 'updated', render: (_, row) => timeAgo(row.updated_at, 'Unknown') },
      ]}
      nameOf={(row) => row.title}
      rowActions={(row) => <ViewAndEditActions name={row.title} sitePath={row.published ? paths.site(row.slug) : undefined} editPath={paths.edit(row.id)} />}
    />
  );
}
