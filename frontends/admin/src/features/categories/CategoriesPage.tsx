import { useState } from 'react';
import { Button, Select } from 'antd';
import { EditOutlined, PlusOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { timeAgo } from '@costiera/kit';
import type { content } from '@costiera/contracts';
import { AdminListScreen } from '../../shared/components/AdminListScreen';
import { Badge, type BadgeTone } from '../../shared/components/Badge';
import { categoriesQuery, type CategoryTypeFilter } from '../../shared/categories';
import { useDeleteCategory } from './api/categories';
import { CATEGORY_TYPE_OPTIONS, CategoryDialog } from './components/CategoryDialog';

type Category = content.Category;
const TYPE_TONES: Record<string, BadgeTone> = { tour: 'info', article: 'success', page: 'warning' };
const items = (n: number) => `${n} ${n === 1 ? 'item' : 'items'}`;

/** The dialog's state: closed, creating, or editing one category. */
type Editing = { mode: 'closed' } | { mode: 'open'; category: Category | undefined };

export default function CategoriesPage() {
  const [type, setType] = useState<CategoryTypeFilter>('all');
  const [editing, setEditing] = useState<Editing>({ mode: 'closed' });
  const { data, isLoading, error } = useQuery(categoriesQuery(type));
  const deleteCategory = useDeleteCategory();

  return (
    <AdminListScreen<Category>
      title="Categories"
      description="Categories of tours, articles and pages"
      createAction={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ mode: 'open', category: undefined })}>
          New Category
        </Button>
      }
      filters={
        <Select<CategoryTypeFilter>
          aria-label="Filter by type"
          value={type}
          onChange={setType}
          options={[{ value: 'all', label: 'All types' }, ...CATEGORY_TYPE_OPTIONS]}
          style={{ width: 200 }}
        />
      }
      name="categories"
      list={{ rows: data, isLoading, error }}
      columns={[
        { title: 'Name', key: 'name', render: (_, c) => <span style={{ fontWeight: 500 }}>{c.name}</span> },
        { title: 'Description', key: 'description', render: (_, c) => <div style={{ maxWidth: 300 }}>{c.description || '—'}</div> },
        { title: 'Type', key: 'type', render: (_, c) => <Badge tone={TYPE_TONES[c.type] ?? 'muted'}>{c.type}</Badge> },
        { title: 'Slug', key: 'slug', render: (_, c) => <code style={{ fontSize: 12 }}>{c.slug}</code> },
        { title: 'Usage', key: 'usage', render: (_, c) => items(c.usage) },
        { title: 'Created', key: 'created', render: (_, c) => timeAgo(c.created_at, 'Unknown') },
      ]}
      rowActions={(c) => <Button icon={<EditOutlined />} aria-label={`Edit ${c.name}`} onClick={() => setEditing({ mode: 'open', category: c })} />}
      empty={{ text: type === 'all' ? 'No categories created yet' : `No ${type} categories yet` }}
      deletion={{
        label: (c) => `Delete ${c.name}`,
        title: 'Delete Category',
        question: (c) => (
          <>
            <p>Are you sure you want to delete "{c.name}"? This action cannot be undone.</p>
            <p style={{ marginBottom: 0, color: '#7c4a00' }}>
              {c.usage > 0
                ? `It is used by ${items(c.usage)}: reassign them to another category first, or the deletion will be refused.`
                : 'Any content using this category must be reassigned to another category first.'}
            </p>
          </>
        ),
        mutation: deleteCategory,
        done: ['Category deleted', 'Category has been successfully deleted.'],
      }}
    >
      {editing.mode === 'open' && <CategoryDialog category={editing.category} onClose={() => setEditing({ mode: 'closed' })} />}
    </AdminListScreen>
  );
}
