import { useState, type ReactNode } from 'react';
import { Button, Card, Flex, Table, type TableColumnsType } from 'antd';
import { DeleteOutlined } from '@ant-design/icons';
import type { Pagination } from '@costiera/contracts';
import { useIntl } from 'react-intl';
import { PageHeading } from './PageHeading';
import { ListPager, type ListNoun } from './ListPager';
import { SkeletonRows } from './SkeletonRows';
import { EmptyState } from './EmptyState';
import { ConfirmDeleteDialog } from './ConfirmDeleteDialog';
import { actionsColumn } from './actions-column';
import { useNotify } from '../notify';
import { sharedMessages as m } from '../messages';

/**
 * The narrowest a list's table gets before it scrolls sideways (phones, narrow windows). Wider
 * screens give it their width and the cells wrap to fit it: on a 1280-px laptop every column shows
 * beside the sticky Actions column, none hidden under it.
 */
const TABLE_MIN_WIDTH = 880;

export interface DeleteMutation {
  mutate(id: string, options: { onSuccess: () => void; onError: (error: Error) => void }): void;
  readonly isPending: boolean;
}

/** The screen's words come in the admin's language: its caller translates them. */
export interface AdminListScreenProps<Row extends { id: string }> {
  title: string;
  description: string;
  /** The heading's button, such as 'New Tour'. */
  createAction?: ReactNode;
  /** The filter controls; with `onClearFilters`, a 'Clear Filters' button follows them. */
  filters: ReactNode;
  onClearFilters?: () => void;
  /** What 'Could not load …' names: 'tours', 'booking requests' (in the admin's language). */
  name: string;
  list: { rows: readonly Row[] | undefined; isLoading: boolean; error: Error | null };
  columns: TableColumnsType<Row>;
  /** The row's buttons before Delete (view, edit). */
  rowActions: (row: Row) => ReactNode;
  empty: { text: string; action?: ReactNode };
  /** The count line and Previous/Next; `alwaysCount` keeps the count line on an empty list. */
  pager?: { pagination: Pagination | undefined; pageSize: number; noun: ListNoun; onPageChange: (page: number) => void; alwaysCount?: boolean };
  deletion: {
    /** The Delete button's accessible name for a row. */
    label: (row: Row) => string;
    title: string;
    question: (row: Row) => ReactNode;
    mutation: DeleteMutation;
    /** The success toast's title and description. */
    done: readonly [string, string];
  };
  /** The screen's own dialogs (details, create/edit). */
  children?: ReactNode;
}

/**
 * One admin list (tours, articles, pages, categories, booking requests): heading, filters,
 * the load error, skeleton rows, the empty state or the table with its fixed Actions column,
 * the count line and pager, and the delete dialog with its toasts.
 */
export function AdminListScreen<Row extends { id: string }>(props: AdminListScreenProps<Row>) {
  const { list, pager, deletion } = props;
  const [toDelete, setToDelete] = useState<Row | null>(null);
  const notify = useNotify();
  const intl = useIntl();

  const confirmDelete = () => {
    if (!toDelete) return;
    deletion.mutation.mutate(toDelete.id, {
      onSuccess: () => {
        notify.success(...deletion.done);
        setToDelete(null);
      },
      onError: (err) => notify.failure(intl.formatMessage(m.deleteFailed), err),
    });
  };

  const columns: TableColumnsType<Row> = [
    ...props.columns,
    {
      ...actionsColumn,
      title: intl.formatMessage(m.actions),
      render: (_, row) => (
        <Flex gap={4}>
          {props.rowActions(row)}
          <Button danger icon={<DeleteOutlined />} aria-label={deletion.label(row)} onClick={() => setToDelete(row)} />
        </Flex>
      ),
    },
  ];
  const rows = list.rows;
  const pagination = pager?.pagination;

  return (
    <>
      <PageHeading title={props.title} description={props.description} actions={props.createAction} />
      <Card>
        <Flex gap={12} wrap style={{ marginBottom: 16 }}>
          {props.filters}
          {props.onClearFilters && <Button onClick={props.onClearFilters}>{intl.formatMessage(m.clearFilters)}</Button>}
        </Flex>
        {list.error && (
          <p role="alert">{intl.formatMessage(m.couldNotLoad, { name: props.name, error: list.error.message })}</p>
        )}
        {list.isLoading ? (
          <SkeletonRows count={5} />
        ) : rows && rows.length === 0 ? (
          <EmptyState text={props.empty.text} action={props.empty.action} />
        ) : (
          <Table<Row> rowKey="id" columns={columns} dataSource={rows ? [...rows] : []} pagination={false} size="middle" scroll={{ x: TABLE_MIN_WIDTH }} tableLayout="auto" />
        )}
        {pager && pagination && rows && (rows.length > 0 || pager.alwaysCount) && (
          <ListPager {...pagination} limit={pagination.limit || pager.pageSize} noun={pager.noun} onPageChange={pager.onPageChange} />
        )}
      </Card>
      {props.children}
      <ConfirmDeleteDialog open={toDelete !== null} title={deletion.title} pending={deletion.mutation.isPending} onConfirm={confirmDelete} onCancel={() => setToDelete(null)}>
        {toDelete && deletion.question(toDelete)}
      </ConfirmDeleteDialog>
    </>
  );
}
