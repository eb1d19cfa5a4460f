import type { content } from '@costiera/contracts';
import { ContentListScreen } from '../../../shared/components/ContentListScreen';
import { adminPaths, publicPaths } from '../../../shared/admin-paths';
import { pages } from '../api/pages';

export default function PagesListPage() {
  return (
    <ContentListScreen<content.AdminPage>
      resource={pages}
      noun="Page"
      description="Static pages: guides, schedules and information"
      newPath={adminPaths.newPage}
      editPath={adminPaths.editPage}
      sitePath={publicPaths.page}
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
