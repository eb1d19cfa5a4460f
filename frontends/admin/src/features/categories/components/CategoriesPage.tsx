import { useState } from 'react';
import { Button, Card, Flex, Select, Table, type TableColumnsType } from 'antd';
import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { timeAgo } from '@costiera/kit';
import type { content } from '@costiera/contracts';
import { PageHeading } from '../../../shared/components/PageHeading';
import { Badge, type BadgeTone } from '../../../shared/components/Badge';
import { SkeletonRows } from '../../../shared/components/SkeletonRows';
import { EmptyState } from '../../../shared/components/EmptyState';
import { ConfirmDeleteDialog } from '../../../shared/components/ConfirmDeleteDialog';
import { categoriesQuery, type CategoryTypeFilter } from '../../../shared/categories';
import { useNotify } from '../../../shared/notify';
import { useDeleteCategory } from '../api/categories';
import { CATEGORY_TYPE_OPTIONS, CategoryDialog } from './CategoryDialog';
import { actionsColumn } from '../../../shared/components/actions-column';

type Category = content.Category;
const TYPE_TONES: Record<string, BadgeTone> = { tour: 'info', article: 'success', page: 'warning' };

/** The dialog's state: closed, creating, or editing one category. */
type Editing = { mode: 'closed' } | { mode: 'open'; category: Category | undefined };

export default function CategoriesPage() {
  const [type, setType] = useState<CategoryTypeFilter>('all');
  const [editing, setEditing] = useState<Editing>({ mode: 'closed' });
  const [toDelete, setToDelete] = useState<Category | null>(null);
  const { data, isLoading, error } = useQuery(categoriesQuery(type));
  const deleteCategory = useDeleteCategory();
  const notify = useNotify();

  const confirmDelete = () => {
    if (!toDelete) return;
    deleteCategory.mutate(toDelete.id, {
      onSuccess: () => {
        notify.success('Category deleted', 'Category has been successfully deleted.');
        setToDelete(null);
      },
      onError: (err) => notify.failure('Delete failed', err),
    });
  };

  const columns: TableColumnsType<Category> = [
    { title: 'Name', key: 'name', render: (_, c) => <span style={{ fontWeight: 500 }}>{c.name}</span> },
    { title: 'Description', key: 'description', render: (_, c) => <div style={{ maxWidth: 300 }}>{c.description || '—'}</div> },
    { title: 'Type', key: 'type', render: (_, c) => <Badge tone={TYPE_TONES[c.type] ?? 'muted'}>{c.type}</Badge> },
    { title: 'Slug', key: 'slug', render: (_, c) => <code style={{ fontSize: 12 }}>{c.slug}</code> },
    { title: 'Usage', key: 'usage', render: (_, c) => `${c.usage} ${c.usage === 1 ? 'item' : 'items'}` },
    { title: 'Created', key: 'created', render: (_, c) => timeAgo(c.created_at, 'Unknown') },
    {
      ...actionsColumn,
      render: (_, c) => (
        <Flex gap={4}>
          <Button icon={<EditOutlined />} aria-label={`Edit ${c.name}`} onClick={() => setEditing({ mode: 'open', category: c })} />
          <Button danger icon={<DeleteOutlined />} aria-label={`Delete ${c.name}`} onClick={() => setToDelete(c)} />
        </Flex>
      ),
    },
  ];

  return (
    <>
      <PageHeading
        title="Categories"
        description="Categories of tours, articles and pages"
        actions={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ mode: 'open', category: undefined })}>
            New Category
          </Button>
        }
      />
      <Card>
        <Flex gap={12} wrap style={{ marginBottom: 16 }}>
          <Select<CategoryTypeFilter>
            aria-label="Filter by type"
            value={type}
            onChange={setType}
            options={[{ value: 'all', label: 'All types' }, ...CATEGORY_TYPE_OPTIONS]}
            style={{ width: 200 }}
          />
        </Flex>
        {error && <p role="alert">Could not load categories: {error.message}</p>}
        {isLoading ? (
          <SkeletonRows count={5} />
        ) : data && data.length === 0 ? (
          <EmptyState text={type === 'all' ? 'No categories created yet' : `No ${type} categories yet`} />
        ) : (
          <Table<Category> rowKey="id" columns={columns} dataSource={data ?? []} pagination={false} scroll={{ x: 'max-content' }} />
        )}
      </Card>
      {editing.mode === 'open' && <CategoryDialog category={editing.category} onClose={() => setEditing({ mode: 'closed' })} />}
      <ConfirmDeleteDialog open={toDelete !== null} title="Delete Category" pending={deleteCategory.isPending} onConfirm={confirmDelete} onCancel={() => setToDelete(null)}>
        <p>Are you sure you want to delete "{toDelete?.name}"? This action cannot be undone.</p>
        <p style={{ marginBottom: 0, color: '#7c4a00' }}>
          {toDelete && toDelete.usage > 0
            ? `It is used by ${toDelete.usage} ${toDelete.usage === 1 ? 'item' : 'items'}: reassign them to another category first, or the deletion will be refused.`
            : 'Any content using this category must be reassigned to another category first.'}
        </p>
      </ConfirmDeleteDialog>
    </>
  );
}
