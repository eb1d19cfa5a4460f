import { timeAgo } from '@costiera/kit';
import { Flex, type TableColumnsType } from 'antd';
import { useIntl } from 'react-intl';
import type { TranslationState } from '@costiera/contracts';
import { TranslationStateTags } from './TranslationStateTags';
import { contentMessages as m } from '../content-messages';
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
  readonly translations: Readonly<Record<string, TranslationState>>;
}

/**
 * The articles' or pages' list: the content filters, the screen's own columns then category,
 * status with where its translations stand, created and updated, and View (once published) and Edit on each row.
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
  const intl = useIntl();
  const unknown = intl.formatMessage(m.unknown);
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
        { title: intl.formatMessage(m.columnCategory), key: 'category', render: (_, row) => row.category_name ?? unknown },
        {
          title: intl.formatMessage(m.columnStatus),
          key: 'status',
          // The translations' states sit under the English's Published / Draft: a column of their own would push the list past a laptop's width.
          render: (_, row) => (
            <Flex vertical gap={4} align="flex-start">
              <PublishedBadge published={row.published} />
              <TranslationStateTags states={row.translations} />
            </Flex>
          ),
        },
        { title: intl.formatMessage(m.columnCreated), key: 'created', render: (_, row) => timeAgo(row.created_at, unknown) },
        { title: intl.formatMessage(m.columnUpdated), key: 'updated', render: (_, row) => timeAgo(row.updated_at, unknown) },
      ]}
      nameOf={(row) => row.title}
      rowActions={(row) => <ViewAndEditActions name={row.title} sitePath={row.published ? paths.site(row.slug) : undefined} editPath={paths.edit(row.id)} />}
    />
  );
}
