import { Modal } from 'antd';
import type { bookings } from '@costiera/contracts';
import { STATUS_OPTIONS } from '../status-options';

export interface StatusChangeDialogProps {
  request: bookings.AdminBookingRequest;
  /** The status asked for; null: the dialog is shut. */
  to: bookings.BookingStatus | null;
  pending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Who an admin's change emails: the traveller and the provider on confirmed or cancelled, nobody on pending. */
export function recipientsOf(request: bookings.AdminBookingRequest, to: bookings.BookingStatus): string[] {
  if (to === 'pending') return [];
  const provider = request.tour;
  return [
    `The traveller, ${request.customer_name} (${request.customer_email})`,
    provider && provider.provider_emails.length > 0
      ? `The provider, ${provider.provider_name} (${provider.provider_emails.join(', ')})`
      : 'The bookings inbox, as the provider has no booking address in the directory',
  ];
}

/** Asks before a status change, saying what it does and who will hear of it. */
export function StatusChangeDialog({ request, to, pending, onConfirm, onCancel }: StatusChangeDialogProps) {
  const label = STATUS_OPTIONS.find((o) => o.value === to)?.label ?? '';
  const recipients = to ? recipientsOf(request, to) : [];
  return (
    <Modal
      open={to !== null}
      title={`Change the status to ${label}?`}
      okText={`Set ${label}`}
      cancelText="Keep it as it is"
      okButtonProps={{ loading: pending }}
      onOk={onConfirm}
      onCancel={onCancel}
      destroyOnHidden
    >
      <p>
        The request from {request.customer_name} for {request.tour?.title ?? 'a deleted tour'} on {request.date} becomes {to}.
      </p>
      {recipients.length > 0 ? (
        <>
          <p style={{ marginBottom: 4 }}>We will email:</p>
          <ul style={{ marginTop: 0 }}>
            {recipients.map((r) => (
              <li key={r}>{r}</li>
            ))}
          </ul>
        </>
      ) : (
        <p>Nobody is emailed when a request goes back to pending.</p>
      )}
    </Modal>
  );
}
