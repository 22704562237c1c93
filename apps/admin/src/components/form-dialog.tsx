// A dialog around one form, as every operator step that asks for input uses it: OK submits the form
// (its own rules run first), a pending submission shows on OK, and the form is emptied once the
// dialog has closed, so the next opening starts clean.
import type { ReactNode } from 'react';
import { Modal, type FormInstance } from 'antd';
import { useT } from '../lib/i18n.ts';

interface FormDialogProps<Values> {
  form: FormInstance<Values>;
  isOpen: boolean;
  title: ReactNode;
  okText: string;
  okTestId: string;
  /** An OK that refuses or takes something away shows in red. */
  isDanger?: boolean;
  isPending: boolean;
  onClose: () => void;
  /** Runs once closed, for state kept beside the form (a refusal on screen, a submission key). */
  onClosed?: () => void;
  children: ReactNode;
}

export function FormDialog<Values>({
  form,
  isOpen,
  title,
  okText,
  okTestId,
  isDanger = false,
  isPending,
  onClose,
  onClosed,
  children,
}: FormDialogProps<Values>) {
  const t = useT();
  return (
    <Modal
      open={isOpen}
      title={title}
      okText={okText}
      okButtonProps={{ danger: isDanger, 'data-testid': okTestId }}
      cancelText={t('common.cancel')}
      onCancel={onClose}
      onOk={() => form.submit()}
      confirmLoading={isPending}
      afterClose={() => {
        form.resetFields();
        onClosed?.();
      }}
      // Mounted while closed, so the form instance is connected before the first opening.
      forceRender
    >
      {children}
    </Modal>
  );
}
