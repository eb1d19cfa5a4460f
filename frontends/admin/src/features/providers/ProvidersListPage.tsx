import { Input } from 'antd';
import { timeAgo } from '@costiera/kit';
import type { catalog } from '@costiera/contracts';
import { ResourceListScreen } from '../../shared/components/ResourceListScreen';
import { ViewAndEditActions } from '../../shared/components/ViewAndEditActions';
import { Badge } from '../../shared/components/Badge';
import { adminPaths } from '../../shared/admin-paths';
import { providers } from './api/providers';

type Provider = catalog.AdminProvider;

/** The providers directory: who runs the tours and where their booking requests go. */
export default function ProvidersListPage() {
  return (
    <ResourceListScreen<Provider, { search: string }>
      resource={providers}
      noun="Provider"
      description="Who runs the tours, and where their booking requests go"
      newPath={adminPaths.newProvider}
      noFilters={{ search: '' }}
      isFiltered={(f) => f.search.trim() !== ''}
      filters={(filters, changeFilters) => (
        <Input
          aria-label="Search providers"
          placeholder="Search by name, id or email..."
          value={filters.search}
          onChange={(e) => changeFilters({ search: e.target.value })}
          allowClear
          style={{ flex: '1 1 260px' }}
        />
      )}
      columns={[
        {
          title: 'Provider',
          key: 'provider',
          render: (_, p) => (
            <div>
              <div style={{ fontWeight: 500 }}>{p.name}</div>
              <code style={{ fontSize: 12 }}>{p.id}</code>
            </div>
          ),
        },
        {
          title: 'Booking emails',
          key: 'emails',
          render: (_, p) => (
            <div>
              {p.booking_emails.map((email) => (
                <div key={email}>{email}</div>
              ))}
            </div>
          ),
        },
        { title: 'Phone', key: 'phone', render: (_, p) => p.phone ?? '—' },
        { title: 'Languages', key: 'languages', render: (_, p) => (p.languages.length > 0 ? p.languages.join(', ') : '—') },
        { title: 'Tours', dataIndex: 'tour_count', key: 'tours' },
        { title: 'Status', key: 'status', render: (_, p) => <Badge tone={p.active ? 'success' : 'muted'}>{p.active ? 'Active' : 'Inactive'}</Badge> },
        { title: 'Updated', key: 'updated', render: (_, p) => timeAgo(p.updated_at, 'Recently') },
      ]}
      rowActions={(p) => <ViewAndEditActions name={p.name} sitePath={undefined} editPath={adminPaths.editProvider(p.id)} />}
      nameOf={(p) => p.name}
    />
  );
}
