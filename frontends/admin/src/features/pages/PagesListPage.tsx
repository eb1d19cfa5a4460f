import { useIntl } from 'react-intl';
import type { content } from '@costiera/contracts';
import { ContentListScreen } from '../../shared/components/ContentListScreen';
import { pages } from './api/pages';
import { pageMessages as m } from './messages';

export default function PagesListPage() {
  const intl = useIntl();
  return (
    <ContentListScreen<content.AdminPage>
      resource={pages}
      description={intl.formatMessage(m.description)}
      columns={[
        { title: intl.formatMessage(m.columnTitle), key: 'title', render: (_, item) => <span style={{ fontWeight: 500 }}>{item.title}</span> },
        { title: intl.formatMessage(m.columnSlug), key: 'slug', render: (_, item) => <code style={{ fontSize: 12 }}>/{item.slug}</code> },
        {
          title: intl.formatMessage(m.columnMeta),
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
