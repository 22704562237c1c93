import { useState } from 'react';
import { Alert, App, Descriptions, Form, Input, Typography } from 'antd';
import { FormDialog } from '../../../components/form-dialog.tsx';
import { ApiError } from '../../../lib/api.ts';
import { describeFailure } from '../../../lib/failure.ts';
import { useT } from '../../../lib/i18n.ts';
import type { Adjustment } from '../api/adjustments-page.ts';
import { useDecideAdjustment } from '../api/decide-adjustment.ts';
import { assetLabels, directionLabels, reasonLabels } from '../ledger-labels.ts';

const NOTE_MAX = 500;

/** What the decision is about: the adjustment restated. */
function AdjustmentSummary({ adjustment }: { adjustment: Adjustment }) {
  const t = useT();
  return (
    <Descriptions
      size="small"
      column={1}
      style={{ marginBottom: 16 }}
      items={[
        {
          key: 'member',
          label: t('adminLedger.column.member'),
          children: t('adminLedger.member.label', { memberId: adjustment.memberId }),
        },
        { key: 'asset', label: t('adminLedger.field.asset'), children: t(assetLabels[adjustment.asset]) },
        {
          key: 'direction',
          label: t('adminLedger.field.direction'),
          children: t(directionLabels[adjustment.direction]),
        },
        {
          key: 'amount',
          label: t('adminLedger.field.amount'),
          children: <Typography.Text strong>{adjustment.amount}</Typography.Text>,
        },
        {
          key: 'reason',
          label: t('adminLedger.field.reasonCode'),
          children: t(reasonLabels[adjustment.reasonCode]),
        },
        { key: 'note', label: t('adminLedger.field.note'), children: adjustment.note },
        {
          key: 'requestedBy',
          label: t('adminLedger.column.requestedBy'),
          children: adjustment.requestedByName,
        },
      ]}
    />
  );
}

/** Why the decision was refused; the requester deciding their own is told so plainly. */
function DecisionFailure({ failure }: { failure: { text: string; isSelfApproval: boolean } }) {
  const t = useT();
  return (
    <Alert
      type="error"
      showIcon
      title={failure.isSelfApproval ? t('adminLedger.decision.selfApprovalTitle') : failure.text}
      description={failure.isSelfApproval ? failure.text : null}
      style={{ marginBottom: 16 }}
      data-testid="adjustment-decision-error"
      data-error={failure.isSelfApproval ? 'ADJUSTMENT_SELF_APPROVAL' : 'other'}
    />
  );
}

export interface PendingDecision {
  adjustment: Adjustment;
  isApproved: boolean;
}

interface DecisionForm {
  note?: string;
}

/**
 * Confirms approving or rejecting a pending adjustment, restating what it does. A rejection needs a
 * note. A refusal (the requester may not decide; someone decided first) stays in the dialog.
 */
interface AdjustmentDecisionDialogProps {
  decision: PendingDecision | null;
  isOpen: boolean;
  onClose: () => void;
}

export function AdjustmentDecisionDialog({ decision, isOpen, onClose }: AdjustmentDecisionDialogProps) {
  const t = useT();
  const { message } = App.useApp();
  const [form] = Form.useForm<DecisionForm>();
  const decide = useDecideAdjustment();
  const [failure, setFailure] = useState<{ text: string; isSelfApproval: boolean } | null>(null);
  const adjustment = decision?.adjustment;
  const isApproved = decision?.isApproved ?? true;

  const submit = ({ note }: DecisionForm) => {
    if (!adjustment) return;
    setFailure(null);
    decide.mutate(
      { id: adjustment.id, isApproved, note: note?.trim() },
      {
        onSuccess: (decided) => {
          message.success(
            t(decided.status === 'applied' ? 'adminLedger.decision.approved' : 'adminLedger.decision.rejected', {
              id: decided.id,
            }),
          );
          onClose();
        },
        onError: (error) => {
          const isSelfApproval = error instanceof ApiError && error.errorKey === 'ADJUSTMENT_SELF_APPROVAL';
          setFailure({ text: describeFailure(error, t), isSelfApproval });
        },
      },
    );
  };

  return (
    <FormDialog
      form={form}
      isOpen={isOpen && decision !== null}
      title={
        adjustment
          ? t(isApproved ? 'adminLedger.decision.approveTitle' : 'adminLedger.decision.rejectTitle', {
              id: adjustment.id,
            })
          : null
      }
      okText={t(isApproved ? 'adminLedger.decision.approve' : 'adminLedger.decision.reject')}
      okTestId="adjustment-decision-ok"
      isDanger={!isApproved}
      isPending={decide.isPending}
      onClose={onClose}
      onClosed={() => setFailure(null)}
    >
      <div data-testid="adjustment-decision-dialog">
        {adjustment ? (
          <>
            <Typography.Paragraph>
              {t(isApproved ? 'adminLedger.decision.approveContent' : 'adminLedger.decision.rejectContent')}
            </Typography.Paragraph>
            <AdjustmentSummary adjustment={adjustment} />
          </>
        ) : null}
        {failure ? <DecisionFailure failure={failure} /> : null}
        <Form<DecisionForm> form={form} layout="vertical" onFinish={submit} disabled={decide.isPending}>
          <Form.Item
            name="note"
            label={t(isApproved ? 'adminLedger.decision.noteOptional' : 'adminLedger.decision.noteRequired')}
            rules={
              isApproved ? [] : [{ required: true, whitespace: true, message: t('adminLedger.decision.noteMissing') }]
            }
          >
            <Input.TextArea rows={3} maxLength={NOTE_MAX} showCount data-testid="adjustment-decision-note" />
          </Form.Item>
        </Form>
      </div>
    </FormDialog>
  );
}
