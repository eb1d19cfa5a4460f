import { useState } from 'react';
import { Descriptions, Modal, Select } from 'antd';
import { formatPrice } from '@costiera/kit';
import { bookings } from '@costiera/contracts';
import { BookingStatusBadge } from '../../../shared/components/Badge';
import { useNotify } from '../../../shared/notify';
import { useChangeBookingStatus } from '../api/booking-requests';
import { STATUS_OPTIONS } from '../status-options';
import { decisionLabel } from '../decision-labels';
import { BookingTimeline } from './BookingTimeline';
import { StatusChangeDialog } from './StatusChangeDialog';

/** Language codes as staff read them ('it' -> 'Italian'). */
const LANGUAGE_NAMES = new Intl.DisplayNames(['en'], { type: 'language' });

export interface BookingRequestDetailsProps {
  request: bookings.AdminBookingRequest | null;
  onClose: () => void;
  onChanged: (request: bookings.AdminBookingRequest) => void;
}

/**
 * The details dialog: any status may be set, with no restriction (SPEC section 4), once the
 * admin has confirmed it knowing who will be emailed.
 */
export function BookingRequestDetails({ request, onClose, onChanged }: BookingRequestDetailsProps) {
  const changeStatus = useChangeBookingStatus();
  const notify = useNotify();
  const [asked, setAsked] = useState<bookings.BookingStatus | null>(null);

  const setStatus = () => {
    if (!request || !asked) return;
    const status = asked;
    changeStatus.mutate(
      { id: request.id, status },
      {
        onSuccess: (updated) => {
          setAsked(null);
          onChanged(updated);
          notify.success('Status updated', `The request is now ${status}.`);
        },
        onError: (error) => {
          setAsked(null);
          notify.failure('Update failed', error);
        },
      },
    );
  };

  const tour = request?.tour;
  return (
    <Modal open={request !== null} title="Booking Request Details" onCancel={onClose} footer={null} destroyOnHidden width={640}>
      {request && (
        <Descriptions
          column={1}
          bordered
          size="small"
          items={[
            {
              key: 'status',
              label: 'Status',
              children: (
                <>
                  <BookingStatusBadge status={request.status} /> {decisionLabel(request)}
                </>
              ),
            },
            {
              key: 'change',
              label: <label htmlFor="booking-status-select">Change status</label>,
              children: (
                <Select<bookings.BookingStatus>
                  id="booking-status-select"
                  value={request.status as bookings.BookingStatus}
                  onChange={(status) => status !== request.status && setAsked(status)}
                  loading={changeStatus.isPending}
                  disabled={changeStatus.isPending}
                  style={{ minWidth: 160 }}
                  options={STATUS_OPTIONS}
                />
              ),
            },
            { key: 'name', label: 'Customer name', children: request.customer_name },
            { key: 'people', label: 'People', children: request.people },
            { key: 'email', label: 'Email', children: <a href={`mailto:${request.customer_email}`}>{request.customer_email}</a> },
            ...(request.customer_phone
              ? [{ key: 'phone', label: 'Phone', children: <a href={`tel:${request.customer_phone.replace(/\s+/g, '')}`}>{request.customer_phone}</a> }]
              : []),
            { key: 'date', label: 'Date', children: request.date },
            // The language the traveller wrote in, which their emails use: 'Italian (it)'.
            { key: 'language', label: 'Language', children: `${LANGUAGE_NAMES.of(request.language) ?? request.language} (${request.language})` },
            { key: 'message', label: 'Customer message', children: request.message ? <span style={{ whiteSpace: 'pre-wrap' }}>{request.message}</span> : 'No message' },
            {
              key: 'tour',
              label: 'Tour',
              children: tour ? (
                <div>
                  <div style={{ fontWeight: 500 }}>{tour.title}</div>
                  <div>
                    {tour.location} · {tour.duration}
                  </div>
                  <div>
                    From {formatPrice(tour.price_from, tour.currency)} · Max {tour.max_passengers} people
                  </div>
                </div>
              ) : (
                'This tour has been deleted'
              ),
            },
          ]}
        />
      )}
      {request && (
        <section aria-label="Timeline" style={{ marginTop: 16 }}>
          <h3 style={{ fontSize: 15, margin: '0 0 8px' }}>Timeline</h3>
          <BookingTimeline id={request.id} />
        </section>
      )}
      {request && <StatusChangeDialog request={request} to={asked} pending={changeStatus.isPending} onConfirm={setStatus} onCancel={() => setAsked(null)} />}
    </Modal>
  );
}
