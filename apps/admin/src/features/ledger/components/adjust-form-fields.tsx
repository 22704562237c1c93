import { Form, Input, Radio, Select } from 'antd';
import { adjustmentReasonCodes, assetScale, ledgerAssets, type LedgerAsset } from '@mall/contracts';
import { useT } from '../../../lib/i18n.ts';
import { toMinor } from '../amount.ts';
import { assetLabels, directionLabels, reasonLabels } from '../ledger-labels.ts';

const NOTE_MAX = 500;

/** The adjustment form's fields: balance, direction, amount, reason and note, with their checks. */
export function AdjustFormFields() {
  const t = useT();
  return (
    <>
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
    </>
  );
}
