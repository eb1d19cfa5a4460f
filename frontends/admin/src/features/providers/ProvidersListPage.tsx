import { Input } from 'antd';
import { useIntl } from 'react-intl';
import type { catalog } from '@costiera/contracts';
import { ResourceListScreen } from '../../shared/components/ResourceListScreen';
import { ViewAndEditActions } from '../../shared/components/ViewAndEditActions';
import { Badge } from '../../shared/components/Badge';
import { adminPaths } from '../../shared/admin-paths';
import { timeAgoIn } from '../../shared/time-ago';
import { providersMessages as m } from './messages';
import { providers } from './api/providers';

type Provider = catalog.AdminProvider;

/** The providers directory: who runs the tours and where their booking requests go. */
export default function ProvidersListPage() {
  const intl = useIntl();
  const t = (descriptor: (typeof m)[keyof typeof m]) => intl.formatMessage(descriptor);
  return (
    <ResourceListScreen<Provider, { search: string }>
      resource={providers}
      noun="Provider"
      description={t(m.description)}
      newPath={adminPaths.newProvider}
      noFilters={{ search: '' }}
      isFiltered={(f) => f.search.trim() !== ''}
      filters={(filters, changeFilters) => (
        <Input
          aria-label={t(m.search)}
          placeholder={t(m.searchPlaceholder)}
          value={filters.search}
          onChange={(e) => changeFilters({ search: e.target.value })}
          allowClear
          style={{ flex: '1 1 260px' }}
        />
      )}
      columns={[
        {
          title: t(m.provider),
          key: 'provider',
          render: (_, p) => (
            <div>
              <div style={{ fontWeight: 500 }}>{p.name}</div>
              <code style={{ fontSize: 12 }}>{p.id}</code>
            </div>
          ),
        },
        {
          title: t(m.bookingEmails),
          key: 'emails',
          render: (_, p) => (
            <div>
              {p.booking_emails.map((email) => (
                <div key={email}>{email}</div>
              ))}
            </div>
          ),
        },
        { title: t(m.phone), key: 'phone', render: (_, p) => p.phone ?? '—' },
        { title: t(m.languages), key: 'languages', render: (_, p) => (p.languages.length > 0 ? p.languages.join(', ') : '—') },
        { title: t(m.tours), dataIndex: 'tour_count', key: 'tours' },
        { title: t(m.status), key: 'status', render: (_, p) => <Badge tone={p.active ? 'success' : 'muted'}>{t(p.active ? m.active : m.inactive)}</Badge> },
        { title: t(m.updated), key: 'updated', render: (_, p) => timeAgoIn(intl, p.updated_at) },
      ]}
      rowActions={(p) => <ViewAndEditActions name={p.name} sitePath={undefined} editPath={adminPaths.editProvider(p.id)} />}
      nameOf={(p) => p.name}
    />
  );
}
