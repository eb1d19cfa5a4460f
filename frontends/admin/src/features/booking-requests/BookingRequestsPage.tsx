import { useState } from 'react';
import { Button, Flex, Select } from 'antd';
import { EyeOutlined } from '@ant-design/icons';
import { useLocation } from 'react-router-dom';
import { timeAgo } from '@costiera/kit';
import type { bookings } from '@costiera/contracts';
import { AdminListScreen } from '../../shared/components/AdminListScreen';
import { BookingStatusBadge } from '../../shared/components/Badge';
import { bookingRequestJumpOf } from '../../shared/search-jump';
import { BOOKING_REQUESTS_PAGE_SIZE, useBookingRequests, useDeleteBookingRequest, type DeciderFilter, type StageFilter, type StatusFilter } from './api/booking-requests';
import { decisionLabel } from './decision-labels';
import { DECIDER_OPTIONS, STAGE_OPTIONS, STATUS_OPTIONS } from './status-options';
import { BookingRequestDetails } from './components/BookingRequestDetails';

type Request = bookings.AdminBookingRequest;

export default function BookingRequestsPage() {
  const location = useLocation();
  const [status, setStatus] = useState<StatusFilter>('all');
  const [stage, setStage] = useState<StageFilter>('all');
  const [decidedBy, setDecidedBy] = useState<DeciderFilter>('all');
  const [page, setPage] = useState(1);
  // The header search may arrive here carrying the request to open.
  const [selected, setSelected] = useState<Request | null>(() => bookingRequestJumpOf(location.state));
  const [jumpKey, setJumpKey] = useState(location.key);
  const { data, isLoading, error } = useBookingRequests(page, status, { stage, decidedBy });
  const deleteRequest = useDeleteBookingRequest();

  if (location.key !== jumpKey) {
    setJumpKey(location.key);
    const jump = bookingRequestJumpOf(location.state);
    if (jump) setSelected(jump);
  }
  const fresh = selected ? (data?.data.find((r) => r.id === selected.id) ?? selected) : null;

  return (
    <AdminListScreen<Request>
      title="Booking Requests"
      description="Requests sent by travellers from the tour pages"
      filters={
        <Flex gap={8} wrap>
          <Select<StatusFilter>
            aria-label="Filter by status"
            value={status}
            options={[{ value: 'all', label: 'All statuses' }, ...STATUS_OPTIONS]}
            onChange={(value) => {
              setStatus(value);
              setPage(1);
            }}
            style={{ width: 200 }}
          />
          <Select<StageFilter>
            aria-label="Filter by stage"
            value={stage}
            options={[...STAGE_OPTIONS]}
            onChange={(value) => {
              setStage(value);
              setPage(1);
            }}
            style={{ width: 220 }}
          />
          <Select<DeciderFilter>
            aria-label="Filter by who decided"
            value={decidedBy}
            options={DECIDER_OPTIONS as Array<{ value: DeciderFilter; label: string }>}
            onChange={(value) => {
              setDecidedBy(value);
              setPage(1);
            }}
            style={{ width: 220 }}
          />
        </Flex>
      }
      name="booking requests"
      list={{ rows: data?.data, isLoading, error }}
      columns={[
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
        // An ISO date broken over two lines reads as two numbers.
        { title: 'Date', dataIndex: 'date', key: 'date', onCell: () => ({ style: { whiteSpace: 'nowrap' } }) },
        { title: 'People', dataIndex: 'people', key: 'people' },
        {
          title: 'Status',
          key: 'status',
          render: (_, r) => (
            <div>
              <BookingStatusBadge status={r.status} />
              {decisionLabel(r) && <div style={{ fontSize: 13, color: 'rgba(0,0,0,0.65)' }}>{decisionLabel(r)}</div>}
            </div>
          ),
        },
        { title: 'Requested', key: 'requested', render: (_, r) => timeAgo(r.created_at) },
      ]}
      rowActions={(r) => <Button icon={<EyeOutlined />} aria-label={`View details of the request from ${r.customer_name}`} onClick={() => setSelected(r)} />}
      empty={{ text: stage !== 'all' || decidedBy !== 'all' ? 'No booking requests match these filters' : status === 'all' ? 'No booking requests yet' : `No ${status} booking requests` }}
      pager={{ pagination: data?.pagination, pageSize: BOOKING_REQUESTS_PAGE_SIZE, noun: 'requests', onPageChange: setPage, alwaysCount: true }}
      deletion={{
        label: (r) => `Delete the request from ${r.customer_name}`,
        title: 'Delete Booking Request',
        question: (r) => `Are you sure you want to delete the booking request from "${r.customer_name}"? This action cannot be undone.`,
        mutation: deleteRequest,
        done: ['Booking request deleted', 'Booking request has been successfully deleted.'],
      }}
    >
      <BookingRequestDetails request={fresh} onClose={() => setSelected(null)} onChanged={setSelected} />
    </AdminListScreen>
  );
}
