import { useState } from 'react';
import { Alert, App, Form } from 'antd';
import { FormDialog } from '../../../components/form-dialog.tsx';
import { ApiError } from '../../../lib/api.ts';
import { describeFailure } from '../../../lib/failure.ts';
import { formErrors } from '../../../lib/form-errors.ts';
import { useT } from '../../../lib/i18n.ts';
import { useAdjustBalance } from '../api/adjust-balance.ts';
import type { Adjustment } from '../api/adjustments-page.ts';
import { useApprovalFacts } from '../api/approval-facts.ts';
import { formatMinor, toMinor } from '../amount.ts';
import { assetLabels } from '../ledger-labels.ts';
import { AdjustConfirmContent, type AdjustForm } from './adjust-confirm-content.tsx';
import { AdjustFormFields } from './adjust-form-fields.tsx';

type FormField = keyof AdjustForm;
const formFields: readonly FormField[] = ['asset', 'direction', 'amount', 'reasonCode', 'note'];
const isFormField = (name: unknown): name is FormField => formFields.includes(name as FormField);

/**
 * A fresh key for one adjustment. Random bytes rather than `crypto.randomUUID`, which browsers only
 * offer on https or localhost, and the back office may be opened over plain http inside a network.
 */
function newSubmissionKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return `adj-${Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')}`;
}

interface AdjustBalanceDialogProps {
  memberId: number;
  /** How the member is named in the confirmation: the user name when known, else the id. */
  memberLabel: string;
  isOpen: boolean;
  onClose: () => void;
  onDone: (adjustment: Adjustment) => void;
}

/**
 * Credit or debit one balance. The operator fills the form, then confirms a dialog that restates the
 * amount and says whether it applies at once or waits for a second operator.
 */
export function AdjustBalanceDialog({ memberId, memberLabel, isOpen, onClose, onDone }: AdjustBalanceDialogProps) {
  const t = useT();
  const { modal } = App.useApp();
  const [form] = Form.useForm<AdjustForm>();
  const adjust = useAdjustBalance();
  const approvalFacts = useApprovalFacts(memberId);
  const [isChecking, setIsChecking] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  // One key per opened form: a retry after a lost answer resends it, so the server applies the
  // adjustment once and answers the first result; closing the form starts the next with a new key.
  const [submissionKey, setSubmissionKey] = useState(newSubmissionKey);

  const send = async (values: AdjustForm) => {
    setFailure(null);
    try {
      const adjustment = await adjust.mutateAsync({ ...values, memberId, idempotencyKey: submissionKey });
      onDone(adjustment);
      onClose();
    } catch (error) {
      const fieldErrors =
        error instanceof ApiError ? formErrors(error.fields, (path) => (isFormField(path[0]) ? path[0] : null)) : [];
      if (fieldErrors.length > 0) form.setFields(fieldErrors);
      else setFailure(describeFailure(error, t));
    }
  };

  const confirm = async (values: AdjustForm) => {
    const amountMinor = toMinor(values.asset, values.amount);
    if (amountMinor === null) return;
    setIsChecking(true);
    const facts = await approvalFacts(values.asset, amountMinor).finally(() => setIsChecking(false));
    modal.confirm({
      title: t(values.direction === 'credit' ? 'adminLedger.adjust.confirmCredit' : 'adminLedger.adjust.confirmDebit', {
        amount: formatMinor(values.asset, amountMinor),
        asset: t(assetLabels[values.asset]),
        member: memberLabel,
      }),
      width: 520,
      content: <AdjustConfirmContent values={values} facts={facts} />,
      okText: t('adminLedger.adjust.submit'),
      cancelText: t('common.cancel'),
      okButtonProps: { 'data-testid': 'confirm-ok' },
      onOk: () => send(values),
    });
  };

  return (
    <FormDialog
      form={form}
      isOpen={isOpen}
      title={t('adminLedger.adjust.title', { member: memberLabel })}
      okText={t('adminLedger.adjust.next')}
      okTestId="adjust-next"
      isPending={adjust.isPending || isChecking}
      onClose={onClose}
      onClosed={() => {
        setFailure(null);
        setSubmissionKey(newSubmissionKey());
      }}
    >
      <Form<AdjustForm>
        form={form}
        layout="vertical"
        onFinish={(values) => void confirm(values)}
        initialValues={{ asset: 'CASH', direction: 'credit' }}
        disabled={adjust.isPending}
        data-testid="adjust-form"
      >
        {failure ? (
          <Alert type="error" showIcon title={failure} style={{ marginBottom: 16 }} data-testid="adjust-error" />
        ) : null}
        <AdjustFormFields />
      </Form>
    </FormDialog>
  );
}
