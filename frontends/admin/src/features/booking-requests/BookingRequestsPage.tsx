import { useState } from 'react';
import { Button, Flex, Select } from 'antd';
import { EyeOutlined } from '@ant-design/icons';
import { useLocation } from 'react-router-dom';
import { useIntl } from 'react-intl';
import { bookings } from '@costiera/contracts';
import { urlOf } from '@costiera/kit';
import { ExportCsvButton } from '../../shared/components/ExportCsvButton';
import { AdminListScreen } from '../../shared/components/AdminListScreen';
import { BookingStatusBadge } from '../../shared/components/Badge';
import { bookingRequestJumpOf } from '../../shared/search-jump';
import { timeAgoIn } from '../../shared/time-ago';
import { BOOKING_REQUESTS_PAGE_SIZE, useBookingRequests, useDeleteBookingRequest, type DeciderFilter, type StageFilter, type StatusFilter } from './api/booking-requests';
import { decisionLabel } from './decision-labels';
import { deciderOptions, stageOptions, statusOptions } from './status-options';
import { listMessages as m } from './messages';
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
  const intl = useIntl();
  const t = (descriptor: (typeof m)[keyof typeof m]) => intl.formatMessage(descriptor);

  if (location.key !== jumpKey) {
    setJumpKey(location.key);
    const jump = bookingRequestJumpOf(location.state);
    if (jump) setSelected(jump);
  }
  const fresh = selected ? (data?.data.find((r) => r.id === selected.id) ?? selected) : null;

  return (
    <AdminListScreen<Request>
      title={t(m.title)}
      description={t(m.description)}
      createAction={
        <ExportCsvButton
          href={urlOf(bookings.exportBookingRequests, {
            query: { status, ...(stage !== 'all' ? { stage } : {}), ...(decidedBy !== 'all' ? { decided_by: decidedBy } : {}) },
          })}
        />
      }
      filters={
        <Flex gap={8} wrap>
          <Select<StatusFilter>
            aria-label={t(m.filterByStatus)}
            value={status}
            options={[{ value: 'all', label: t(m.allStatuses) }, ...statusOptions(intl)]}
            onChange={(value) => {
              setStatus(value);
              setPage(1);
            }}
            style={{ width: 200 }}
          />
          <Select<StageFilter>
            aria-label={t(m.filterByStage)}
            value={stage}
            options={[...stageOptions(intl)]}
            onChange={(value) => {
              setStage(value);
              setPage(1);
            }}
            style={{ width: 220 }}
          />
          <Select<DeciderFilter>
            aria-label={t(m.filterByDecider)}
            value={decidedBy}
            options={deciderOptions(intl) as Array<{ value: DeciderFilter; label: string }>}
            onChange={(value) => {
              setDecidedBy(value);
              setPage(1);
            }}
            style={{ width: 220 }}
          />
        </Flex>
      }
      name={t(m.name)}
      list={{ rows: data?.data, isLoading, error }}
      columns={[
        {
          title: t(m.customer),
          key: 'customer',
          render: (_, r) => (
            <div>
              <div style={{ fontWeight: 500 }}>{r.customer_name}</div>
              <div style={{ fontSize: 13, color: 'rgba(0,0,0,0.65)' }}>{r.customer_email}</div>
            </div>
          ),
        },
        { title: t(m.tour), key: 'tour', render: (_, r) => r.tour?.title ?? t(m.deletedTour) },
        // An ISO date broken over two lines reads as two numbers.
        { title: t(m.date), dataIndex: 'date', key: 'date', onCell: () => ({ style: { whiteSpace: 'nowrap' } }) },
        { title: t(m.people), dataIndex: 'people', key: 'people' },
        {
          title: t(m.status),
          key: 'status',
          render: (_, r) => {
            const decision = decisionLabel(intl, r);
            return (
              <div>
                <BookingStatusBadge status={r.status} />
                {decision && <div style={{ fontSize: 13, color: 'rgba(0,0,0,0.65)' }}>{decision}</div>}
              </div>
            );
          },
        },
        { title: t(m.requested), key: 'requested', render: (_, r) => timeAgoIn(intl, r.created_at) },
      ]}
      rowActions={(r) => <Button icon={<EyeOutlined />} aria-label={intl.formatMessage(m.viewDetails, { name: r.customer_name })} onClick={() => setSelected(r)} />}
      empty={{ text: stage !== 'all' || decidedBy !== 'all' ? t(m.noneMatching) : status === 'all' ? t(m.noneYet) : intl.formatMessage(m.noneWithStatus, { status }) }}
      pager={{ pagination: data?.pagination, pageSize: BOOKING_REQUESTS_PAGE_SIZE, noun: 'requests', onPageChange: setPage, alwaysCount: true }}
      deletion={{
        label: (r) => intl.formatMessage(m.deleteLabel, { name: r.customer_name }),
        title: t(m.deleteTitle),
        question: (r) => intl.formatMessage(m.deleteQuestion, { name: r.customer_name }),
        mutation: deleteRequest,
        done: [t(m.deleted), t(m.deletedText)],
      }}
    >
      <BookingRequestDetails request={fresh} onClose={() => setSelected(null)} onChanged={setSelected} />
    </AdminListScreen>
  );
}
