import { useEffect, useState } from 'react';
import { Button, Flex, Input, Select, Tooltip, Typography } from 'antd';
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
import { venueDay } from './venue-time';

type Request = bookings.AdminBookingRequest;

const SEARCH_PAUSE_MS = 300;

export default function BookingRequestsPage() {
  const location = useLocation();
  const [status, setStatus] = useState<StatusFilter>('all');
  const [stage, setStage] = useState<StageFilter>('all');
  const [decidedBy, setDecidedBy] = useState<DeciderFilter>('all');
  const [page, setPage] = useState(1);
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  // Asked (and judged) once typing pauses: not one request per key, no typo shown for a reference half typed.
  useEffect(() => {
    const wait = setTimeout(() => setSearch(typed), SEARCH_PAUSE_MS);
    return () => clearTimeout(wait);
  }, [typed]);
  // A reference whose check character does not fit is told here and never asked for.
  const typo = bookings.readReference(search).kind === 'typo';
  // The header search may arrive here carrying the request to open.
  const [selected, setSelected] = useState<Request | null>(() => bookingRequestJumpOf(location.state));
  const [jumpKey, setJumpKey] = useState(location.key);
  const { data, isLoading, error } = useBookingRequests(page, status, { stage, decidedBy, search: typo ? '' : search });
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
            query: { status, ...(search && !typo ? { search } : {}), ...(stage !== 'all' ? { stage } : {}), ...(decidedBy !== 'all' ? { decided_by: decidedBy } : {}) },
          })}
        />
      }
      filters={
        <Flex gap={8} wrap>
          <div style={{ flex: '1 1 260px' }}>
            <Input
              aria-label={t(m.search)}
              placeholder={t(m.search)}
              value={typed}
              status={typo ? 'error' : undefined}
              aria-invalid={typo}
              aria-describedby={typo ? 'booking-search-typo' : undefined}
              onChange={(e) => {
                setTyped(e.target.value);
                setPage(1);
              }}
              allowClear
            />
            {typo && (
              <Typography.Text id="booking-search-typo" type="danger" role="alert" style={{ display: 'block', marginTop: 4, fontSize: 13 }}>
                {t(m.referenceTypo)}
              </Typography.Text>
            )}
          </div>
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
        // A reference broken over two lines reads as two.
        { title: t(m.reference), dataIndex: 'reference', key: 'reference', onCell: () => ({ style: { whiteSpace: 'nowrap', fontFamily: 'monospace' } }) },
        {
          title: t(m.customer),
          key: 'customer',
          render: (_, r) =>
            r.personal_data_erased_at ? (
              // Focusable so the date in the tooltip reaches keyboard users too.
              <Tooltip title={intl.formatMessage(m.erasedOn, { date: venueDay(intl, r.personal_data_erased_at) })}>
                <Typography.Text type="secondary" italic tabIndex={0}>
                  {t(m.erased)}
                </Typography.Text>
              </Tooltip>
            ) : (
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
      rowActions={(r) => (
        <Button
          icon={<EyeOutlined />}
          aria-label={r.personal_data_erased_at ? intl.formatMessage(m.viewErasedDetails, { reference: r.reference }) : intl.formatMessage(m.viewDetails, { name: r.customer_name })}
          onClick={() => setSelected(r)}
        />
      )}
      empty={{ text: stage !== 'all' || decidedBy !== 'all' || search.trim() !== '' ? t(m.noneMatching) : status === 'all' ? t(m.noneYet) : intl.formatMessage(m.noneWithStatus, { status }) }}
      pager={{ pagination: data?.pagination, pageSize: BOOKING_REQUESTS_PAGE_SIZE, noun: 'requests', onPageChange: setPage, alwaysCount: true }}
      deletion={{
        label: (r) => (r.personal_data_erased_at ? intl.formatMessage(m.deleteErasedLabel, { reference: r.reference }) : intl.formatMessage(m.deleteLabel, { name: r.customer_name })),
        title: t(m.deleteTitle),
        question: (r) =>
          r.personal_data_erased_at ? intl.formatMessage(m.deleteErasedQuestion, { reference: r.reference }) : intl.formatMessage(m.deleteQuestion, { name: r.customer_name }),
        mutation: deleteRequest,
        done: [t(m.deleted), t(m.deletedText)],
      }}
    >
      <BookingRequestDetails request={fresh} onClose={() => setSelected(null)} onChanged={setSelected} />
    </AdminListScreen>
  );
}
