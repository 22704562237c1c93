import { useState } from 'react';
import { Alert, App, Descriptions, Form, Input, Modal, Radio, Select, Typography } from 'antd';
import { adjustmentReasonCodes, assetScale, ledgerAssets, type LedgerAsset } from '@mall/contracts';
import { ApiError } from '../../../lib/api.ts';
import { describeFailure } from '../../../lib/failure.ts';
import { formErrors } from '../../../lib/form-errors.ts';
import { useT } from '../../../lib/i18n.ts';
import { useAdjustBalance, type AdjustInput } from '../api/adjust-balance.ts';
import type { Adjustment } from '../api/adjustments-page.ts';
import { useApprovalLimitMinor } from '../api/approval-limit.ts';
import { formatMinor, toMinor } from '../amount.ts';
import { assetLabels, directionLabels, reasonLabels } from '../ledger-labels.ts';

type AdjustForm = Omit<AdjustInput, 'memberId'>;
type FormField = keyof AdjustForm;
const formFields: readonly FormField[] = ['asset', 'direction', 'amount', 'reasonCode', 'note'];
const isFormField = (name: unknown): name is FormField => formFields.includes(name as FormField);

const NOTE_MAX = 500;

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
  const limitMinor = useApprovalLimitMinor();
  const [failure, setFailure] = useState<string | null>(null);

  const send = async (values: AdjustForm) => {
    setFailure(null);
    try {
      const adjustment = await adjust.mutateAsync({ ...values, memberId });
      onDone(adjustment);
      onClose();
    } catch (error) {
      const fieldErrors =
        error instanceof ApiError ? formErrors(error.fields, (path) => (isFormField(path[0]) ? path[0] : null)) : [];
      if (fieldErrors.length > 0) form.setFields(fieldErrors);
      else setFailure(describeFailure(error, t));
    }
  };

  const confirm = (values: AdjustForm) => {
    const minor = toMinor(values.asset, values.amount);
    if (minor === null) return;
    const amount = formatMinor(values.asset, minor);
    const asset = t(assetLabels[values.asset]);
    const approval =
      limitMinor === null
        ? t('adminLedger.adjust.approvalUnknown')
        : minor > limitMinor
          ? t('adminLedger.adjust.approvalNeeded', { limit: formatMinor(values.asset, limitMinor) })
          : t('adminLedger.adjust.approvalNotNeeded', { limit: formatMinor(values.asset, limitMinor) });
    const isWaiting = limitMinor !== null && minor > limitMinor;
    modal.confirm({
      title: t(values.direction === 'credit' ? 'adminLedger.adjust.confirmCredit' : 'adminLedger.adjust.confirmDebit', {
        amount,
        asset,
        member: memberLabel,
      }),
      width: 520,
      content: (
        <div data-testid="adjust-confirm">
          <Descriptions
            size="small"
            column={1}
            style={{ marginBlock: 12 }}
            items={[
              { key: 'asset', label: t('adminLedger.field.asset'), children: asset },
              {
                key: 'direction',
                label: t('adminLedger.field.direction'),
                children: t(directionLabels[values.direction]),
              },
              {
                key: 'amount',
                label: t('adminLedger.field.amount'),
                children: (
                  <Typography.Text strong data-testid="adjust-confirm-amount">
                    {amount}
                  </Typography.Text>
                ),
              },
              {
                key: 'reason',
                label: t('adminLedger.field.reasonCode'),
                children: t(reasonLabels[values.reasonCode]),
              },
              { key: 'note', label: t('adminLedger.field.note'), children: values.note },
            ]}
          />
          <Alert
            type={isWaiting ? 'warning' : 'info'}
            showIcon
            title={approval}
            data-testid="adjust-confirm-approval"
            data-needs-approval={limitMinor === null ? 'unknown' : String(isWaiting)}
          />
        </div>
      ),
      okText: t('adminLedger.adjust.submit'),
      cancelText: t('common.cancel'),
      okButtonProps: { 'data-testid': 'confirm-ok' },
      onOk: () => send(values),
    });
  };

  return (
    <Modal
      open={isOpen}
      title={t('adminLedger.adjust.title', { member: memberLabel })}
      okText={t('adminLedger.adjust.next')}
      cancelText={t('common.cancel')}
      onCancel={onClose}
      onOk={() => form.submit()}
      confirmLoading={adjust.isPending}
      okButtonProps={{ 'data-testid': 'adjust-next' }}
      afterClose={() => {
        form.resetFields();
        setFailure(null);
      }}
      forceRender
    >
      <Form<AdjustForm>
        form={form}
        layout="vertical"
        onFinish={confirm}
        initialValues={{ asset: 'CASH', direction: 'credit' }}
        disabled={adjust.isPending}
        data-testid="adjust-form"
      >
        {failure ? (
          <Alert type="error" showIcon title={failure} style={{ marginBottom: 16 }} data-testid="adjust-error" />
        ) : null}
        <Form.Item
          name="asset"
          label={t('adminLedger.field.asset')}
          rules={[{ required: true, message: t('admin.form.required') }]}
        >
          <Select<LedgerAsset>
            options={ledgerAssets.map((asset) => ({ value: asset, label: t(assetLabels[asset]) }))}
            data-testid="adjust-asset"
          />
        </Form.Item>
        <Form.Item
          name="direction"
          label={t('adminLedger.field.direction')}
          rules={[{ required: true, message: t('admin.form.required') }]}
        >
          <Radio.Group
            optionType="button"
            buttonStyle="solid"
            options={(['credit', 'debit'] as const).map((direction) => ({
              value: direction,
              label: <span data-testid={`adjust-direction-${direction}`}>{t(directionLabels[direction])}</span>,
            }))}
          />
        </Form.Item>
        <Form.Item
          name="amount"
          label={t('adminLedger.field.amount')}
          dependencies={['asset']}
          extra={t('adminLedger.adjust.amountHint')}
          rules={[
            { required: true, whitespace: true, message: t('admin.form.required') },
            ({ getFieldValue }) => ({
              validator: (_, value: string | undefined) => {
                const asset = getFieldValue('asset') as LedgerAsset | undefined;
                if (!value?.trim() || !asset || toMinor(asset, value) !== null) return Promise.resolve();
                const isPoints = assetScale[asset] === 1;
                return Promise.reject(
                  new Error(t(isPoints ? 'adminLedger.adjust.amountWhole' : 'adminLedger.adjust.amountInvalid')),
                );
              },
            }),
          ]}
        >
          <Input inputMode="decimal" autoComplete="off" maxLength={16} placeholder="0.00" data-testid="adjust-amount" />
        </Form.Item>
        <Form.Item
          name="reasonCode"
          label={t('adminLedger.field.reasonCode')}
          rules={[{ required: true, message: t('admin.form.required') }]}
        >
          <Select
            placeholder={t('adminLedger.adjust.reasonPlaceholder')}
            options={adjustmentReasonCodes.map((code) => ({ value: code, label: t(reasonLabels[code]) }))}
            data-testid="adjust-reason"
          />
        </Form.Item>
        <Form.Item
          name="note"
          label={t('adminLedger.field.note')}
          rules={[{ required: true, whitespace: true, message: t('adminLedger.adjust.noteRequired') }]}
        >
          <Input.TextArea
            rows={3}
            maxLength={NOTE_MAX}
            showCount
            placeholder={t('adminLedger.adjust.notePlaceholder')}
            data-testid="adjust-note"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
