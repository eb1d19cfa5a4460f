import type { content } from '@costiera/contracts';
import { ContentListScreen } from '../../shared/components/ContentListScreen';
import { pages } from './api/pages';

export default function PagesListPage() {
  return (
    <ContentListScreen<content.AdminPage>
      resource={pages}
      description="Static pages: guides, schedules and information"
      columns={[
        { title: 'Title', key: 'title', render: (_, item) => <span style={{ fontWeight: 500 }}>{item.title}</span> },
        { title: 'Slug', key: 'slug', render: (_, item) => <code style={{ fontSize: 12 }}>/{item.slug}</code> },
        {
          title: 'Meta description',
          key: 'meta',
          render: (_, item) => (
            <div style={{ maxWidth: 240, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }} title={item.meta_description ?? undefined}>
              {item.meta_description || '—'}
            </div>
          ),
        },
      ]}
    />
  );
}
