import { Modal } from 'antd';
import type { ReactNode } from 'react';

export interface ConfirmDeleteDialogProps {
  open: boolean;
  title: string;
  children: ReactNode;
  pending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

export function ConfirmDeleteDialog({ open, title, children, pending, onConfirm, onCancel }: ConfirmDeleteDialogProps) {
  return (
    <Modal
      open={open}
      title={title}
      okText="Delete"
      cancelText="Cancel"
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
export function deleteQuestion(title: string): string {
  return `Are you sure you want to delete "${title}"? This action cannot be undone.`;
}
