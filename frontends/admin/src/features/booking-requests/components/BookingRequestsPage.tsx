import { useState } from 'react';
import { Button, Card, Flex, Select, Table, type TableColumnsType } from 'antd';
import { DeleteOutlined, EyeOutlined } from '@ant-design/icons';
import { useLocation } from 'react-router-dom';
import { timeAgo } from '@costiera/kit';
import type { bookings } from '@costiera/contracts';
import { PageHeading } from '../../../shared/components/PageHeading';
import { BookingStatusBadge } from '../../../shared/components/Badge';
import { ListPager } from '../../../shared/components/ListPager';
import { SkeletonRows } from '../../../shared/components/SkeletonRows';
import { EmptyState } from '../../../shared/components/EmptyState';
import { ConfirmDeleteDialog } from '../../../shared/components/ConfirmDeleteDialog';
import { useNotify } from '../../../shared/notify';
import { bookingRequestJumpOf } from '../../../shared/search-jump';
import { BOOKING_REQUESTS_PAGE_SIZE, useBookingRequests, useDeleteBookingRequest, type StatusFilter } from '../api/booking-requests';
import { BookingRequestDetails } from './BookingRequestDetails';
import { actionsColumn } from '../../../shared/components/actions-column';

type Request = bookings.AdminBookingRequest;

const STATUS_OPTIONS: Array<{ value: StatusFilter; label: string }> = [
  { value: 'all', label: 'All statuses' },
  { value: 'pending', label: 'Pending' },
  { value: 'confirmed', label: 'Confirmed' },
  { value: 'cancelled', label: 'Cancelled' },
];

export default function BookingRequestsPage() {
  const location = useLocation();
  const [status, setStatus] = useState<StatusFilter>('all');
  const [page, setPage] = useState(1);
  // The header search may arrive here carrying the request to open.
  const [selected, setSelected] = useState<Request | null>(() => bookingRequestJumpOf(location.state));
  const [jumpKey, setJumpKey] = useState(location.key);
  const [toDelete, setToDelete] = useState<Request | null>(null);
  const { data, isLoading, error } = useBookingRequests(page, status);
  const deleteRequest = useDeleteBookingRequest();
  const notify = useNotify();

  if (location.key !== jumpKey) {
    setJumpKey(location.key);
    const jump = bookingRequestJumpOf(location.state);
    if (jump) setSelected(jump);
  }

  const confirmDelete = () => {
    if (!toDelete) return;
    deleteRequest.mutate(toDelete.id, {
      onSuccess: () => {
        notify.success('Booking request deleted', 'Booking request has been successfully deleted.');
        setToDelete(null);
      },
      onError: (err) => notify.failure('Delete failed', err),
    });
  };

  const columns: TableColumnsType<Request> = [
    {
      title: 'Customer',
      key: 'customer',
      render: (_, r) => (
        <div>
          <div style={{ fontWeight: 500 }}>{r.customer_name}</div>
          <div style={{ fontSize: 13, color: 'rgba(0,0,0,0.65)' }}>{r.customer_email}</div>
        </div>
      ),
    },
    { title: 'Tour', key: 'tour', render: (_, r) => r.tour?.title ?? 'Deleted tour' },
    { title: 'Date', dataIndex: 'date', key: 'date' },
    { title: 'People', dataIndex: 'people', key: 'people' },
    { title: 'Status', key: 'status', render: (_, r) => <BookingStatusBadge status={r.status} /> },
    { title: 'Requested', key: 'requested', render: (_, r) => timeAgo(r.created_at) },
    {
      ...actionsColumn,
      render: (_, r) => (
        <Flex gap={4}>
          <Button icon={<EyeOutlined />} aria-label={`View details of the request from ${r.customer_name}`} onClick={() => setSelected(r)} />
          <Button danger icon={<DeleteOutlined />} aria-label={`Delete the request from ${r.customer_name}`} onClick={() => setToDelete(r)} />
        </Flex>
      ),
    },
  ];

  const fresh = selected ? (data?.data.find((r) => r.id === selected.id) ?? selected) : null;

  return (
    <>
      <PageHeading title="Booking Requests" description="Requests sent by travellers from the tour pages" />
      <Card>
        <Flex gap={12} wrap style={{ marginBottom: 16 }}>
          <Select<StatusFilter>
            aria-label="Filter by status"
            value={status}
            options={STATUS_OPTIONS}
            onChange={(value) => {
              setStatus(value);
              setPage(1);
            }}
            style={{ width: 200 }}
          />
        </Flex>
        {error && <p role="alert">Could not load booking requests: {error.message}</p>}
        {isLoading ? (
          <SkeletonRows count={5} />
        ) : data && data.data.length === 0 ? (
          <EmptyState text={status === 'all' ? 'No booking requests yet' : `No ${status} booking requests`} />
        ) : (
          <Table<Request> rowKey="id" columns={columns} dataSource={data?.data ?? []} pagination={false} scroll={{ x: 'max-content' }} />
        )}
        {data && (
          <ListPager
            page={data.pagination.page}
            limit={data.pagination.limit || BOOKING_REQUESTS_PAGE_SIZE}
            total={data.pagination.total}
            pages={data.pagination.pages}
            noun="requests"
            onPageChange={setPage}
          />
        )}
      </Card>
      <BookingRequestDetails request={fresh} onClose={() => setSelected(null)} onChanged={setSelected} />
      <ConfirmDeleteDialog
        open={toDelete !== null}
        title="Delete Booking Request"
        pending={deleteRequest.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setToDelete(null)}
      >
        Are you sure you want to delete the booking request from "{toDelete?.customer_name}"? This action cannot be undone.
      </ConfirmDeleteDialog>
    </>
  );
}
