import { Input } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { timeAgo } from '@costiera/kit';
import type { catalog } from '@costiera/contracts';
import { AdminListScreen } from '../../../shared/components/AdminListScreen';
import { ViewAndEditActions } from '../../../shared/components/ViewAndEditActions';
import { firstItemEmptyState } from '../../../shared/components/first-item-empty-state';
import { NavButton } from '../../../shared/components/NavButton';
import { Badge } from '../../../shared/components/Badge';
import { deleteQuestion } from '../../../shared/components/ConfirmDeleteDialog';
import { useListState, useStayOnExistingPage } from '../../../shared/use-list-state';
import { adminPaths } from '../../../shared/admin-paths';
import { PROVIDERS_PAGE_SIZE, useDeleteProvider, useProviders } from '../api/providers';

type Provider = catalog.AdminProvider;

/** The providers directory: who runs the tours and where their booking requests go. */
export default function ProvidersListPage() {
  const { filters, settled, page, setPage, changeFilters, clearFilters } = useListState({ search: '' });
  const { data, isLoading, error } = useProviders(page, settled.search);
  useStayOnExistingPage(page, data?.pagination.pages, setPage);
  const deleteProvider = useDeleteProvider();

  return (
    <AdminListScreen<Provider>
      title="Providers"
      description="Who runs the tours, and where their booking requests go"
      createAction={
        <NavButton type="primary" icon={<PlusOutlined />} to={adminPaths.newProvider}>
          New Provider
        </NavButton>
      }
      filters={
        <Input
          aria-label="Search providers"
          placeholder="Search by name, id or email..."
          value={filters.search}
          onChange={(e) => changeFilters({ search: e.target.value })}
          allowClear
          style={{ flex: '1 1 260px' }}
        />
      }
      onClearFilters={clearFilters}
      name="providers"
      list={{ rows: data?.data, isLoading, error }}
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
      empty={firstItemEmptyState('Provider', settled.search.trim() !== '', adminPaths.newProvider)}
      pager={{ pagination: data?.pagination, pageSize: PROVIDERS_PAGE_SIZE, noun: 'providers', onPageChange: setPage }}
      deletion={{
        label: (p) => `Delete ${p.name}`,
        title: 'Delete Provider',
        question: (p) => deleteQuestion(p.name),
        mutation: deleteProvider,
        done: ['Provider deleted', 'Provider has been successfully deleted.'],
      }}
    />
  );
}
