import { Modal } from 'antd';
import type { ReactNode } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { sharedMessages as m } from '../messages';

export interface ConfirmDeleteDialogProps {
  open: boolean;
  title: string;
  children: ReactNode;
  pending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

export function ConfirmDeleteDialog({ open, title, children, pending, onConfirm, onCancel }: ConfirmDeleteDialogProps) {
  const intl = useIntl();
  return (
    <Modal
      open={open}
      title={title}
      okText={intl.formatMessage(m.delete)}
      cancelText={intl.formatMessage(m.cancel)}
      okButtonProps={{ danger: true, loading: pending }}
      onOk={onConfirm}
      onCancel={onCancel}
      destroyOnHidden
    >
      {children}
    </Modal>
  );
}

/** The wording the spec uses for tours, articles and pages. */
export function deleteQuestion(intl: IntlShape, title: string): string {
  return intl.formatMessage(m.deleteQuestion, { title });
}
