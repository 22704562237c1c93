// The confirmation behind every operator step: it restates what the step does, asks for what the
// step needs (a reason to reject, the inspection's verdict, the replacement's parcel) and keeps the
// server's refusal on screen.
import { useState } from 'react';
import { Alert, App, Descriptions, Form, Input, Radio, Typography } from 'antd';
import type { AfterSaleAction } from '@mall/contracts';
import { FormDialog } from '../../../components/form-dialog.tsx';
import { describeFailure } from '../../../lib/failure.ts';
import { useT, type Translate } from '../../../lib/i18n.ts';
import { useDecideAfterSale, type AfterSaleRequest, type Decision } from '../api/after-sales.ts';
import {
  actionLabels,
  inspectVerdicts,
  isWaitingForSecondOperator,
  targetLabels,
  verdictLabels,
  type InspectVerdict,
} from '../aftersale-rules.ts';

const NOTE_MAX = 200;
const TRACKING = /^[A-Za-z0-9-]{4,40}$/;

interface DecisionForm {
  note?: string;
  memberNote?: string;
  passed?: InspectVerdict;
  carrier?: string;
  trackingNo?: string;
}

/** What the operator is about to do, in words and figures. */
function StepSummary({ request, action, t }: { request: AfterSaleRequest; action: AfterSaleAction; t: Translate }) {
  if (action === 'approve')
    return <Typography.Paragraph>{t('adminAfterSale.confirm.approveHint')}</Typography.Paragraph>;
  if (action === 'receive')
    return <Typography.Paragraph>{t('adminAfterSale.confirm.receiveHint')}</Typography.Paragraph>;
  if (action !== 'refund') return null;
  return (
    <>
      <Descriptions
        size="small"
        column={1}
        data-testid="after-sale-refund-summary"
        items={[
          {
            key: 'amount',
            label: t('adminAfterSale.col.refundAmount'),
            children: <Typography.Text strong>{request.refundAmount}</Typography.Text>,
          },
          {
            key: 'target',
            label: t('adminAfterSale.field.refundTarget'),
            children: request.refundTarget ? t(targetLabels[request.refundTarget]) : '—',
          },
        ]}
      />
      <Typography.Paragraph type="secondary">
        {isWaitingForSecondOperator(request)
          ? t('adminAfterSale.confirm.refundSecond', { name: request.refundApprovedBy ?? '' })
          : t('adminAfterSale.confirm.refundHint')}
      </Typography.Paragraph>
    </>
  );
}

/** The fields a step asks for. */
function StepFields({ request, action, t }: { request: AfterSaleRequest; action: AfterSaleAction; t: Translate }) {
  const verdict = Form.useWatch<InspectVerdict | undefined>('passed', Form.useFormInstance());
  if (action === 'reject') {
    return (
      <Form.Item
        name="note"
        label={t('adminAfterSale.dialog.reason')}
        rules={[{ required: true, whitespace: true, message: t('adminAfterSale.dialog.reasonMissing') }]}
      >
        <Input.TextArea rows={3} maxLength={NOTE_MAX} showCount data-testid="after-sale-decision-note" />
      </Form.Item>
    );
  }
  if (action === 'shipReplacement') {
    return (
      <>
        <Form.Item
          name="carrier"
          label={t('adminAfterSale.field.carrier')}
          rules={[{ required: true, whitespace: true }]}
        >
          <Input maxLength={40} data-testid="after-sale-carrier" />
        </Form.Item>
        <Form.Item
          name="trackingNo"
          label={t('adminAfterSale.field.trackingNo')}
          rules={[
            { required: true, whitespace: true },
            { pattern: TRACKING, message: t('adminAfterSale.ship.trackingInvalid') },
          ]}
        >
          <Input maxLength={40} data-testid="after-sale-tracking" />
        </Form.Item>
      </>
    );
  }
  const noteRequired = action === 'inspect' && verdict === 'false';
  return (
    <>
      {action === 'inspect' ? (
        <Form.Item name="passed" label={t('adminAfterSale.inspect.verdict')} rules={[{ required: true }]}>
          <Radio.Group data-testid="after-sale-verdict">
            {inspectVerdicts(request.type).map((value) => (
              <Radio key={value} value={value} data-testid={`after-sale-verdict-${value}`}>
                {t(verdictLabels[value])}
              </Radio>
            ))}
          </Radio.Group>
        </Form.Item>
      ) : null}
      <Form.Item
        name="note"
        label={t(action === 'inspect' ? 'adminAfterSale.inspect.note' : 'adminAfterSale.dialog.note')}
        rules={
          noteRequired ? [{ required: true, whitespace: true, message: t('adminAfterSale.inspect.noteMissing') }] : []
        }
      >
        <Input.TextArea rows={2} maxLength={NOTE_MAX} showCount data-testid="after-sale-decision-note" />
      </Form.Item>
      <Form.Item name="memberNote" label={t('adminAfterSale.dialog.memberNote')}>
        <Input.TextArea rows={2} maxLength={NOTE_MAX} showCount data-testid="after-sale-decision-member-note" />
      </Form.Item>
    </>
  );
}

function decisionOf(action: AfterSaleAction, values: DecisionForm): Decision {
  const decision: Decision = { action };
  const note = values.note?.trim();
  if (note) decision.note = note;
  const memberNote = values.memberNote?.trim();
  if (memberNote) decision.memberNote = memberNote;
  if (action === 'inspect') decision.passed = values.passed ?? 'true';
  if (action === 'shipReplacement') {
    decision.carrier = values.carrier?.trim();
    decision.trackingNo = values.trackingNo?.trim();
  }
  return decision;
}

interface DecisionDialogProps {
  request: AfterSaleRequest;
  /** The step to confirm (the last one asked for while the dialog closes). */
  action: AfterSaleAction;
  isOpen: boolean;
  onClose: () => void;
}

export function DecisionDialog({ request, action, isOpen, onClose }: DecisionDialogProps) {
  const t = useT();
  const { message } = App.useApp();
  const [form] = Form.useForm<DecisionForm>();
  const decide = useDecideAfterSale(request.id);
  const [failure, setFailure] = useState<string | null>(null);

  const submit = (values: DecisionForm) => {
    setFailure(null);
    decide.mutate(decisionOf(action, values), {
      onSuccess: (after) => {
        const awaitsSecond = action === 'refund' && isWaitingForSecondOperator(after);
        void message.success(t(awaitsSecond ? 'adminAfterSale.done.awaitingSecond' : 'adminAfterSale.done'));
        onClose();
      },
      onError: (error) => setFailure(describeFailure(error, t)),
    });
  };

  return (
    <FormDialog
      form={form}
      isOpen={isOpen}
      title={t(`adminAfterSale.confirm.${action}`)}
      okText={t(actionLabels[action])}
      okTestId="after-sale-decision-ok"
      isDanger={action === 'reject'}
      isPending={decide.isPending}
      onClose={onClose}
      onClosed={() => setFailure(null)}
    >
      <div data-testid="after-sale-decision-dialog" data-action={action}>
        <StepSummary request={request} action={action} t={t} />
        {failure ? (
          <Alert
            type="error"
            showIcon
            title={failure}
            style={{ marginBottom: 16 }}
            data-testid="after-sale-decision-error"
          />
        ) : null}
        <Form<DecisionForm>
          form={form}
          layout="vertical"
          initialValues={{ passed: 'true' }}
          onFinish={submit}
          disabled={decide.isPending}
        >
          <StepFields request={request} action={action} t={t} />
        </Form>
      </div>
    </FormDialog>
  );
}
