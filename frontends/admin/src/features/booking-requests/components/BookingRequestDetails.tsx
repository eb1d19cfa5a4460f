import { useState } from 'react';
import { Descriptions, Modal, Select, Typography } from 'antd';
import { useIntl } from 'react-intl';
import { bookings } from '@costiera/contracts';
import { BookingStatusBadge } from '../../../shared/components/Badge';
import { useNotify } from '../../../shared/notify';
import { useChangeBookingStatus } from '../api/booking-requests';
import { statusOptions } from '../status-options';
import { decisionLabel } from '../decision-labels';
import { priceIn } from '../price';
import { venueDay } from '../venue-time';
import { detailsMessages as m } from '../messages';
import { BookingTimeline } from './BookingTimeline';
import { StatusChangeDialog } from './StatusChangeDialog';
import { ItemHistory } from '../../../shared/components/ItemHistory';

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
  const intl = useIntl();
  const t = (descriptor: (typeof m)[keyof typeof m]) => intl.formatMessage(descriptor);

  const setStatus = () => {
    if (!request || !asked) return;
    const status = asked;
    changeStatus.mutate(
      { id: request.id, status },
      {
        onSuccess: (updated) => {
          setAsked(null);
          onChanged(updated);
          notify.success(t(m.statusUpdated), intl.formatMessage(m.nowStatus, { status }));
        },
        onError: (error) => {
          setAsked(null);
          notify.failure(t(m.updateFailed), error);
        },
      },
    );
  };

  const tour = request?.tour;
  return (
    <Modal open={request !== null} title={t(m.title)} onCancel={onClose} footer={null} destroyOnHidden width={640}>
      {request && (
        <Descriptions
          column={1}
          bordered
          size="small"
          items={[
            // What the traveller and the provider quote on the phone.
            { key: 'reference', label: t(m.reference), children: <strong style={{ fontFamily: 'monospace', letterSpacing: 1 }}>{request.reference}</strong> },
            {
              key: 'status',
              label: t(m.status),
              children: (
                <>
                  <BookingStatusBadge status={request.status} /> {decisionLabel(intl, request)}
                </>
              ),
            },
            {
              key: 'change',
              label: <label htmlFor="booking-status-select">{t(m.changeStatus)}</label>,
              children: (
                <Select<bookings.BookingStatus>
                  id="booking-status-select"
                  value={request.status as bookings.BookingStatus}
                  onChange={(status) => status !== request.status && setAsked(status)}
                  loading={changeStatus.isPending}
                  disabled={changeStatus.isPending}
                  style={{ minWidth: 160 }}
                  options={statusOptions(intl)}
                />
              ),
            },
            // Erased: one line says so in place of the name, email, phone and message (the audit trail below says why).
            ...(request.personal_data_erased_at
              ? [
                  {
                    key: 'erased',
                    label: t(m.customer),
                    children: <Typography.Text type="secondary">{intl.formatMessage(m.erasedOn, { date: venueDay(intl, request.personal_data_erased_at) })}</Typography.Text>,
                  },
                  { key: 'people', label: t(m.people), children: request.people },
                ]
              : [
                  { key: 'name', label: t(m.customerName), children: request.customer_name },
                  { key: 'people', label: t(m.people), children: request.people },
                  { key: 'email', label: t(m.email), children: <a href={`mailto:${request.customer_email}`}>{request.customer_email}</a> },
                  ...(request.customer_phone
                    ? [{ key: 'phone', label: t(m.phone), children: <a href={`tel:${request.customer_phone.replace(/\s+/g, '')}`}>{request.customer_phone}</a> }]
                    : []),
                ]),
            { key: 'date', label: t(m.date), children: request.date },
            // The language the traveller wrote in, which their emails use: 'Italian (it)'.
            {
              key: 'language',
              label: t(m.language),
              children: intl.formatMessage(m.languageValue, { name: intl.formatDisplayName(request.language, { type: 'language' }) ?? request.language, code: request.language }),
            },
            ...(request.personal_data_erased_at
              ? []
              : [{ key: 'message', label: t(m.message), children: request.message ? <span style={{ whiteSpace: 'pre-wrap' }}>{request.message}</span> : t(m.noMessage) }]),
            {
              key: 'tour',
              label: t(m.tour),
              children: tour ? (
                <div>
                  <div style={{ fontWeight: 500 }}>{tour.title}</div>
                  <div>
                    {tour.location} · {tour.duration}
                  </div>
                  <div>{intl.formatMessage(m.priceAndSize, { price: priceIn(intl, tour.price_from, tour.currency), max: tour.max_passengers })}</div>
                </div>
              ) : (
                t(m.tourDeleted)
              ),
            },
          ]}
        />
      )}
      {request && (
        <section aria-label={t(m.timeline)} style={{ marginTop: 16 }}>
          <h3 style={{ fontSize: 15, margin: '0 0 8px' }}>{t(m.timeline)}</h3>
          <BookingTimeline id={request.id} />
        </section>
      )}
      {request && <ItemHistory itemId={request.id} />}
      {request && <StatusChangeDialog request={request} to={asked} pending={changeStatus.isPending} onConfirm={setStatus} onCancel={() => setAsked(null)} />}
    </Modal>
  );
}
