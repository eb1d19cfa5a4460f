import { useState } from 'react';
import { Button, Select } from 'antd';
import { EditOutlined, PlusOutlined, TranslationOutlined } from '@ant-design/icons';
import { useIntl } from 'react-intl';
import { useQuery } from '@tanstack/react-query';
import { timeAgo } from '@costiera/kit';
import type { content } from '@costiera/contracts';
import { AdminListScreen } from '../../shared/components/AdminListScreen';
import { Badge, type BadgeTone } from '../../shared/components/Badge';
import { TranslationStateTags } from '../../shared/components/TranslationStateTags';
import { translationLanguages } from '../../shared/translations';
import { categoriesQuery, type CategoryTypeFilter } from '../../shared/categories';
import { useDeleteCategory } from './api/categories';
import { CategoryDialog, useCategoryTypeOptions } from './components/CategoryDialog';
import { CategoryTranslationDialog } from './components/CategoryTranslationDialog';
import { categoryMessages as m } from './messages';

type Category = content.Category;
const TYPE_TONES: Record<string, BadgeTone> = { tour: 'info', article: 'success', page: 'warning' };

/** The dialog's state: closed, creating, editing one category, or translating its name. */
type Editing = { mode: 'closed' } | { mode: 'open'; category: Category | undefined } | { mode: 'translate'; category: Category };

export default function CategoriesPage() {
  const [type, setType] = useState<CategoryTypeFilter>('all');
  const [editing, setEditing] = useState<Editing>({ mode: 'closed' });
  const { data, isLoading, error } = useQuery(categoriesQuery(type));
  const deleteCategory = useDeleteCategory();
  const intl = useIntl();
  const text = (message: (typeof m)[keyof typeof m], values?: Record<string, string | number>) => intl.formatMessage(message, values);
  const typeOptions = useCategoryTypeOptions();
  const items = (count: number) => text(m.items, { count });

  return (
    <AdminListScreen<Category>
      title={text(m.title)}
      description={text(m.description)}
      createAction={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ mode: 'open', category: undefined })}>
          {text(m.newCategory)}
        </Button>
      }
      filters={
        <Select<CategoryTypeFilter>
          aria-label={text(m.filterType)}
          value={type}
          onChange={setType}
          options={[{ value: 'all', label: text(m.allTypes) }, ...typeOptions]}
          style={{ width: 200 }}
        />
      }
      name="categories"
      list={{ rows: data, isLoading, error }}
      columns={[
        {
          title: text(m.columnName),
          key: 'name',
          // The name's translations sit under it: a column of their own would push the list past a laptop's width.
          render: (_, c) => (
            <div>
              <span style={{ fontWeight: 500 }}>{c.name}</span>
              <div style={{ marginTop: 4 }}>
                <TranslationStateTags states={c.translations} />
              </div>
            </div>
          ),
        },
        { title: text(m.columnDescription), key: 'description', render: (_, c) => <div style={{ maxWidth: 300 }}>{c.description || '—'}</div> },
        { title: text(m.columnType), key: 'type', render: (_, c) => <Badge tone={TYPE_TONES[c.type] ?? 'muted'}>{c.type}</Badge> },
        { title: text(m.columnSlug), key: 'slug', render: (_, c) => <code style={{ fontSize: 12 }}>{c.slug}</code> },
        { title: text(m.columnUsage), key: 'usage', render: (_, c) => items(c.usage) },
        { title: text(m.columnCreated), key: 'created', render: (_, c) => timeAgo(c.created_at, text(m.unknown)) },
      ]}
      rowActions={(c) => (
        <>
          <Button icon={<EditOutlined />} aria-label={text(m.edit, { name: c.name })} onClick={() => setEditing({ mode: 'open', category: c })} />
          {translationLanguages(c.translations).length > 0 && (
            <Button icon={<TranslationOutlined />} aria-label={text(m.translate, { name: c.name })} onClick={() => setEditing({ mode: 'translate', category: c })} />
          )}
        </>
      )}
      empty={{ text: type === 'all' ? text(m.emptyAll) : text(m.emptyOfType, { type }) }}
      deletion={{
        label: (c) => text(m.deleteLabel, { name: c.name }),
        title: text(m.deleteTitle),
        question: (c) => (
          <>
            <p>{text(m.deleteQuestion, { name: c.name })}</p>
            <p style={{ marginBottom: 0, color: '#7c4a00' }}>{c.usage > 0 ? text(m.deleteInUse, { count: c.usage }) : text(m.deleteUnused)}</p>
          </>
        ),
        mutation: deleteCategory,
        done: [text(m.deletedTitle), text(m.deletedText)],
      }}
    >
      {editing.mode === 'open' && <CategoryDialog category={editing.category} onClose={() => setEditing({ mode: 'closed' })} />}
      {editing.mode === 'translate' && <CategoryTranslationDialog category={editing.category} onClose={() => setEditing({ mode: 'closed' })} />}
    </AdminListScreen>
  );
}
