import { useState } from 'react';
import { Button, Card, Flex, Input, Select, Table, type TableColumnsType } from 'antd';
import { DeleteOutlined, EditOutlined, EyeOutlined, PlusOutlined } from '@ant-design/icons';
import { formatPrice, timeAgo } from '@costiera/kit';
import type { catalog } from '@costiera/contracts';
import { PageHeading } from '../../../shared/components/PageHeading';
import { NavButton } from '../../../shared/components/NavButton';
import { Badge } from '../../../shared/components/Badge';
import { ListPager } from '../../../shared/components/ListPager';
import { SkeletonRows } from '../../../shared/components/SkeletonRows';
import { EmptyState } from '../../../shared/components/EmptyState';
import { ConfirmDeleteDialog, deleteQuestion } from '../../../shared/components/ConfirmDeleteDialog';
import { useCategoryOptions } from '../../../shared/categories';
import { useListState, useStayOnExistingPage } from '../../../shared/use-list-state';
import { useNotify } from '../../../shared/notify';
import { adminPaths, publicPaths } from '../../../shared/admin-paths';
import { TOURS_PAGE_SIZE, useAdminTours, useDeleteTour, type TourFilters } from '../api/tours';
import { actionsColumn } from '../../../shared/components/actions-column';

type Tour = catalog.AdminTour;
const NO_FILTERS: TourFilters = { search: '', categoryId: '', location: '' };

export default function ToursListPage() {
  const { filters, settled, page, setPage, changeFilters: changeFilter, clearFilters } = useListState(NO_FILTERS);
  const [toDelete, setToDelete] = useState<Tour | null>(null);
  const { data, isLoading, error } = useAdminTours(page, settled);
  useStayOnExistingPage(page, data?.pagination.pages, setPage);
  const categories = useCategoryOptions('tour');
  const deleteTour = useDeleteTour();
  const notify = useNotify();
  const filtered = settled.search.trim() !== '' || settled.categoryId !== '' || settled.location.trim() !== '';

  const confirmDelete = () => {
    if (!toDelete) return;
    deleteTour.mutate(toDelete.id, {
      onSuccess: () => {
        notify.success('Tour deleted', 'Tour has been successfully deleted.');
        setToDelete(null);
      },
      onError: (err) => notify.failure('Delete failed', err),
    });
  };

  const columns: TableColumnsType<Tour> = [
    {
      title: 'Tour',
      key: 'tour',
      render: (_, tour) => (
        <div style={{ maxWidth: 320 }}>
          <div style={{ fontWeight: 500 }}>{tour.title}</div>
          <div style={{ fontSize: 13, color: 'rgba(0,0,0,0.65)', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>{tour.short_description}</div>
        </div>
      ),
    },
    { title: 'Category', key: 'category', render: (_, tour) => <Badge tone="info">{tour.category_name || tour.category}</Badge> },
    { title: 'Location', dataIndex: 'location', key: 'location' },
    { title: 'Price', key: 'price', render: (_, tour) => formatPrice(tour.price_from, tour.currency) },
    { title: 'Capacity', dataIndex: 'max_passengers', key: 'capacity' },
    { title: 'Rating', key: 'rating', render: (_, tour) => `${tour.rating}/5 (${tour.review_count})` },
    { title: 'Created', key: 'created', render: (_, tour) => timeAgo(tour.created_at, 'Recently') },
    {
      ...actionsColumn,
      render: (_, tour) => (
        <Flex gap={4}>
          <Button icon={<EyeOutlined />} href={publicPaths.tour(tour.id)} target="_blank" rel="noopener noreferrer" aria-label={`View ${tour.title} on the site`} />
          <NavButton icon={<EditOutlined />} to={adminPaths.editTour(tour.id)} aria-label={`Edit ${tour.title}`} />
          <Button danger icon={<DeleteOutlined />} aria-label={`Delete ${tour.title}`} onClick={() => setToDelete(tour)} />
        </Flex>
      ),
    },
  ];

  return (
    <>
      <PageHeading
        title="Tours"
        description="Boat tours, excursions, classes, transfers and rentals"
        actions={
          <NavButton type="primary" icon={<PlusOutlined />} to={adminPaths.newTour}>
            New Tour
          </NavButton>
        }
      />
      <Card>
        <Flex gap={12} wrap style={{ marginBottom: 16 }}>
          <Input
            aria-label="Search tours"
            placeholder="Search tours..."
            value={filters.search}
            onChange={(e) => changeFilter({ search: e.target.value })}
            allowClear
            style={{ flex: '1 1 220px' }}
          />
          <Select
            aria-label="Filter by category"
            value={filters.categoryId}
            onChange={(categoryId: string) => changeFilter({ categoryId })}
            options={[{ value: '', label: 'All categories' }, ...categories.options]}
            style={{ flex: '1 1 180px' }}
          />
          <Input
            aria-label="Filter by location"
            placeholder="Location"
            value={filters.location}
            onChange={(e) => changeFilter({ location: e.target.value })}
            allowClear
            style={{ flex: '1 1 160px' }}
          />
          <Button onClick={clearFilters}>Clear Filters</Button>
        </Flex>
        {error && <p role="alert">Could not load tours: {error.message}</p>}
        {isLoading ? (
          <SkeletonRows count={5} />
        ) : data && data.data.length === 0 ? (
          filtered ? (
            <EmptyState text="No tours found matching your filters" />
          ) : (
            <EmptyState
              text="No tours created yet"
              action={
                <NavButton type="primary" to={adminPaths.newTour}>
                  Create Your First Tour
                </NavButton>
              }
            />
          )
        ) : (
          <Table<Tour> rowKey="id" columns={columns} dataSource={data?.data ?? []} pagination={false} scroll={{ x: 'max-content' }} />
        )}
        {data && data.data.length > 0 && (
          <ListPager
            page={data.pagination.page}
            limit={data.pagination.limit || TOURS_PAGE_SIZE}
            total={data.pagination.total}
            pages={data.pagination.pages}
            noun="tours"
            onPageChange={setPage}
          />
        )}
      </Card>
      <ConfirmDeleteDialog open={toDelete !== null} title="Delete Tour" pending={deleteTour.isPending} onConfirm={confirmDelete} onCancel={() => setToDelete(null)}>
        {deleteQuestion(toDelete?.title ?? '')}
      </ConfirmDeleteDialog>
    </>
  );
}
