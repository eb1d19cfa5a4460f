import type { ReactNode } from 'react';
import { Flex, type TableColumnsType } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import type { Pagination } from '@costiera/contracts';
import { useIntl } from 'react-intl';
import { AdminListScreen, type DeleteMutation } from './AdminListScreen';
import { NavButton } from './NavButton';
import { ExportCsvButton } from './ExportCsvButton';
import { deleteQuestion } from './ConfirmDeleteDialog';
import { firstItemEmptyState } from './first-item-empty-state';
import { useListState, useStayOnExistingPage } from '../use-list-state';
import { sharedMessages as m } from '../messages';

/** The hooks a resource's list screen reads (shared/resource-hooks.ts makes them from its routes). */
export interface ListResource<F extends object, Row> {
  readonly pageSize: number;
  useList(page: number, filters: F): { data?: { data: Row[]; pagination: Pagination }; isLoading: boolean; error: Error | null };
  useDelete(): DeleteMutation;
}

export interface ResourceListScreenProps<Row extends { id: string }, F extends object> {
  resource: ListResource<F, Row>;
  /** Which resource it is, for the screen's words: 'Tours', 'New Tour', 'Delete Tour', 'Tour deleted'. */
  noun: 'Tour' | 'Provider' | 'Article' | 'Page';
  /** In the admin's language, as every text its caller passes. */
  description: string;
  newPath: string;
  noFilters: F;
  /** The filter controls, over the filters as typed. */
  filters(filters: F, change: (change: Partial<F>) => void): ReactNode;
  /** Whether the settled filters narrow the list (the empty state then says so). */
  isFiltered(filters: F): boolean;
  columns: TableColumnsType<Row>;
  /** What the delete button and question call a row. */
  nameOf(row: Row): string;
  rowActions(row: Row): ReactNode;
  /** Where the list's CSV export is, for the settled filters (no export: no button). */
  exportHref?(filters: F): string;
}

/**
 * The list screen of a resource the back office creates, edits and deletes (tours, providers,
 * articles, pages): its filters and page, the 'New' button, the first-item empty state, the
 * pager and the delete dialog, in one set of words.
 */
export function ResourceListScreen<Row extends { id: string }, F extends object>(props: ResourceListScreenProps<Row, F>) {
  const { resource, noun: singular, newPath, nameOf } = props;
  const intl = useIntl();
  // The messages choose their words by the resource's kind ('tour', 'provider', ...).
  const noun = singular.toLowerCase();
  const plural = `${noun}s` as 'tours' | 'providers' | 'articles' | 'pages';
  const { filters, settled, page, setPage, changeFilters, clearFilters } = useListState(props.noFilters);
  const { data, isLoading, error } = resource.useList(page, settled);
  useStayOnExistingPage(page, data?.pagination.pages, setPage);
  const remove = resource.useDelete();

  return (
    <AdminListScreen<Row>
      title={intl.formatMessage(m.listTitle, { noun })}
      description={props.description}
      createAction={
        <Flex gap={8} wrap>
          {props.exportHref && <ExportCsvButton href={props.exportHref(settled)} />}
          <NavButton type="primary" icon={<PlusOutlined />} to={newPath}>
            {intl.formatMessage(m.newItem, { noun })}
          </NavButton>
        </Flex>
      }
      filters={props.filters(filters, changeFilters)}
      onClearFilters={clearFilters}
      name={intl.formatMessage(m.listName, { noun })}
      list={{ rows: data?.data, isLoading, error }}
      columns={props.columns}
      rowActions={props.rowActions}
      empty={firstItemEmptyState(intl, singular, props.isFiltered(settled), newPath)}
      pager={{ pagination: data?.pagination, pageSize: resource.pageSize, noun: plural, onPageChange: setPage }}
      deletion={{
        label: (row) => intl.formatMessage(m.deleteNamed, { name: nameOf(row) }),
        title: intl.formatMessage(m.deleteItem, { noun }),
        question: (row) => deleteQuestion(intl, nameOf(row)),
        mutation: remove,
        done: [intl.formatMessage(m.deleted, { noun }), intl.formatMessage(m.deletedText, { noun })],
      }}
    />
  );
}
