import { Modal } from 'antd';
import { useIntl, type IntlShape } from 'react-intl';
import type { bookings } from '@costiera/contracts';
import { statusLabel } from '../status-options';
import { detailsMessages as m } from '../messages';

export interface StatusChangeDialogProps {
  request: bookings.AdminBookingRequest;
  /** The status asked for; null: the dialog is shut. */
  to: bookings.BookingStatus | null;
  pending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * Who an admin's change emails: the traveller and the provider on confirmed or cancelled, nobody
 * on pending; never a traveller whose personal data was erased (there is no address left).
 */
export function recipientsOf(intl: IntlShape, request: bookings.AdminBookingRequest, to: bookings.BookingStatus): string[] {
  if (to === 'pending') return [];
  const provider = request.tour;
  return [
    ...(request.personal_data_erased_at ? [] : [intl.formatMessage(m.theTraveller, { name: request.customer_name, email: request.customer_email })]),
    provider && provider.provider_emails.length > 0
      ? intl.formatMessage(m.theProvider, { name: provider.provider_name, emails: provider.provider_emails.join(', ') })
      : intl.formatMessage(m.theInbox),
  ];
}

/** Asks before a status change, saying what it does and who will hear of it. */
export function StatusChangeDialog({ request, to, pending, onConfirm, onCancel }: StatusChangeDialogProps) {
  const intl = useIntl();
  const label = to ? statusLabel(intl, to) : '';
  const recipients = to ? recipientsOf(intl, request, to) : [];
  const what = { tour: request.tour?.title ?? intl.formatMessage(m.aDeletedTour), date: request.date, status: to ?? '' };
  return (
    <Modal
      open={to !== null}
      title={intl.formatMessage(m.askTitle, { label })}
      okText={intl.formatMessage(m.askSet, { label })}
      cancelText={intl.formatMessage(m.askKeep)}
      okButtonProps={{ loading: pending }}
      onOk={onConfirm}
      onCancel={onCancel}
      destroyOnHidden
    >
      <p>
        {request.personal_data_erased_at
          ? intl.formatMessage(m.askWhatErased, { reference: request.reference, ...what })
          : intl.formatMessage(m.askWhat, { customer: request.customer_name, ...what })}
      </p>
      {recipients.length > 0 ? (
        <>
          <p style={{ marginBottom: 4 }}>{intl.formatMessage(m.weWillEmail)}</p>
          <ul style={{ marginTop: 0 }}>
            {recipients.map((r) => (
              <li key={r}>{r}</li>
            ))}
          </ul>
        </>
      ) : (
        <p>{intl.formatMessage(m.nobody)}</p>
      )}
      {to !== null && to !== 'pending' && request.personal_data_erased_at && <p>{intl.formatMessage(m.travellerErased)}</p>}
    </Modal>
  );
}
