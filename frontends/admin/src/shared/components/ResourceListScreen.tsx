import type { ReactNode } from 'react';
import type { TableColumnsType } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import type { Pagination } from '@costiera/contracts';
import { AdminListScreen, type DeleteMutation } from './AdminListScreen';
import { NavButton } from './NavButton';
import { deleteQuestion } from './ConfirmDeleteDialog';
import { firstItemEmptyState } from './first-item-empty-state';
import { useListState, useStayOnExistingPage } from '../use-list-state';

/** The hooks a resource's list screen reads (shared/resource-hooks.ts makes them from its routes). */
export interface ListResource<F extends object, Row> {
  readonly pageSize: number;
  useList(page: number, filters: F): { data?: { data: Row[]; pagination: Pagination }; isLoading: boolean; error: Error | null };
  useDelete(): DeleteMutation;
}

export interface ResourceListScreenProps<Row extends { id: string }, F extends object> {
  resource: ListResource<F, Row>;
  /** The screen's words: 'Tours', 'New Tour', 'Delete Tour', 'Tour deleted'. */
  noun: 'Tour' | 'Provider' | 'Article' | 'Page';
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
}

/**
 * The list screen of a resource the back office creates, edits and deletes (tours, providers,
 * articles, pages): its filters and page, the 'New' button, the first-item empty state, the
 * pager and the delete dialog, in one set of words.
 */
export function ResourceListScreen<Row extends { id: string }, F extends object>(props: ResourceListScreenProps<Row, F>) {
  const { resource, noun, newPath, nameOf } = props;
  const plural = `${noun.toLowerCase()}s`;
  const { filters, settled, page, setPage, changeFilters, clearFilters } = useListState(props.noFilters);
  const { data, isLoading, error } = resource.useList(page, settled);
  useStayOnExistingPage(page, data?.pagination.pages, setPage);
  const remove = resource.useDelete();

  return (
    <AdminListScreen<Row>
      title={`${noun}s`}
      description={props.description}
      createAction={
        <NavButton type="primary" icon={<PlusOutlined />} to={newPath}>
          {`New ${noun}`}
        </NavButton>
      }
      filters={props.filters(filters, changeFilters)}
      onClearFilters={clearFilters}
      name={plural}
      list={{ rows: data?.data, isLoading, error }}
      columns={props.columns}
      rowActions={props.rowActions}
      empty={firstItemEmptyState(noun, props.isFiltered(settled), newPath)}
      pager={{ pagination: data?.pagination, pageSize: resource.pageSize, noun: plural, onPageChange: setPage }}
      deletion={{
        label: (row) => `Delete ${nameOf(row)}`,
        title: `Delete ${noun}`,
        question: (row) => deleteQuestion(nameOf(row)),
        mutation: remove,
        done: [`${noun} deleted`, `${noun} has been successfully deleted.`],
      }}
    />
  );
}
