// Coupon templates: what a coupon takes off (an amount above a threshold, a percentage up to a cap,
// or the shipping fee), how long it is valid (a fixed window, or days from issue), its scope
// (product, category, brand), whether it is issued, and whether members claim it (limits, level).
import { Form, Input, InputNumber, Radio, Select, Space, Switch, Tag } from 'antd';
import { calls } from '@mall/contracts/browser';
import type { CouponKind, LocalizedText, ResultOf, adminCoupon } from '@mall/contracts';
import { DateTime } from '../../../components/date-time.tsx';
import { useT } from '../../../lib/i18n.ts';
import { useLocale } from '../../../lib/locale.ts';
import { useAreaList } from '../api/content-area.ts';
import { brandArea, brandOptions, categoryArea, categoryOptions } from '../category-options.ts';
import { cleanText, textIn } from '../localized.ts';
import { fromLocalInput, toLocalInput } from '../local-time.ts';
import type { AreaDefinition } from '../components/area-page.tsx';
import { LocalizedTextInput } from '../components/localized-text-input.tsx';
import { ProductPicker } from '../components/product-picker.tsx';
import { textColumn } from './area-fields.tsx';

type Calls = typeof calls.adminCoupon.template;
export type CouponTemplateRow = ResultOf<typeof adminCoupon.template.list>[number];
type Validity = 'window' | 'days';

interface CouponTemplateForm {
  name: Partial<LocalizedText>;
  kind: CouponKind;
  amount: string | null;
  percent: number | null;
  threshold: string | null;
  cap: string | null;
  validity: Validity;
  validFrom: string;
  validTo: string;
  validDays: number | null;
  productId: number | null;
  categoryId: number | null;
  brandId: number | null;
  isActive: boolean;
  claimable: boolean;
  perMemberLimit: number;
  totalLimit: number;
  minLevel: number;
}

const money = { stringMode: true, min: '0', precision: 2, style: { width: 160 } } as const;

function TermsFields() {
  const t = useT();
  const kind = Form.useWatch<CouponKind>('kind');
  const required = [{ required: true, message: t('admin.form.required') }];
  return (
    <>
      <Form.Item name="kind" label={t('adminCoupon.field.kind')}>
        <Radio.Group
          options={[
            { value: 'amountOff', label: t('adminCoupon.kind.amountOff') },
            { value: 'percentOff', label: t('adminCoupon.kind.percentOff') },
            { value: 'freeShipping', label: t('adminCoupon.kind.freeShipping') },
          ]}
        />
      </Form.Item>
      <Space align="start" wrap>
        {kind === 'percentOff' ? (
          <>
            <Form.Item name="percent" label={t('adminCoupon.field.percent')} rules={required}>
              <InputNumber min={1} max={99} precision={0} suffix="%" style={{ width: 160 }} />
            </Form.Item>
            <Form.Item name="cap" label={t('adminCoupon.field.cap')} extra={t('adminCoupon.field.capHint')}>
              <InputNumber<string> {...money} />
            </Form.Item>
          </>
        ) : kind === 'amountOff' ? (
          <Form.Item name="amount" label={t('adminCoupon.field.amount')} rules={required}>
            <InputNumber<string> {...money} data-testid="coupon-template-amount" />
          </Form.Item>
        ) : null}
        <Form.Item
          name="threshold"
          label={t('adminCoupon.field.threshold')}
          extra={t('adminCoupon.field.thresholdHint')}
        >
          <InputNumber<string> {...money} />
        </Form.Item>
      </Space>
    </>
  );
}

function ValidityFields() {
  const t = useT();
  const validity = Form.useWatch<Validity>('validity');
  const required = [{ required: true, message: t('admin.form.required') }];
  return (
    <>
      <Form.Item name="validity" label={t('adminCoupon.field.validity')}>
        <Radio.Group
          options={[
            { value: 'days', label: t('adminCoupon.validity.days') },
            { value: 'window', label: t('adminCoupon.validity.window') },
          ]}
        />
      </Form.Item>
      {validity === 'window' ? (
        <Space align="start" wrap>
          <Form.Item name="validFrom" label={t('adminCoupon.field.validFrom')} rules={required}>
            <Input type="datetime-local" />
          </Form.Item>
          <Form.Item name="validTo" label={t('adminCoupon.field.validTo')} rules={required}>
            <Input type="datetime-local" />
          </Form.Item>
        </Space>
      ) : (
        <Form.Item name="validDays" label={t('adminCoupon.field.validDays')} rules={required}>
          <InputNumber min={1} max={3660} precision={0} style={{ width: 160 }} data-testid="coupon-template-days" />
        </Form.Item>
      )}
    </>
  );
}

/** Whether members claim it themselves, how many each and in all (0: no limit), from which level. */
function ClaimFields() {
  const t = useT();
  const count = { min: 0, precision: 0, style: { width: 160 } } as const;
  return (
    <>
      <Form.Item name="claimable" label={t('adminCoupon.field.claimable')} valuePropName="checked">
        <Switch data-testid="coupon-template-claimable" />
      </Form.Item>
      <Space align="start" wrap>
        <Form.Item name="perMemberLimit" label={t('adminCoupon.field.perMemberLimit')}>
          <InputNumber {...count} max={1_000} />
        </Form.Item>
        <Form.Item name="totalLimit" label={t('adminCoupon.field.totalLimit')} extra={t('adminCoupon.field.limitHint')}>
          <InputNumber {...count} max={10_000_000} />
        </Form.Item>
        <Form.Item name="minLevel" label={t('adminCoupon.field.minLevel')}>
          <Select
            style={{ width: 160 }}
            options={[
              { value: 1, label: t('adminCoupon.level.1') },
              { value: 2, label: t('adminCoupon.level.2') },
              { value: 3, label: t('adminCoupon.level.3') },
            ]}
          />
        </Form.Item>
      </Space>
    </>
  );
}

function CouponTemplateFields() {
  const t = useT();
  const locale = useLocale();
  const categories = useAreaList(categoryArea.key, categoryArea.calls);
  const brands = useAreaList(brandArea.key, brandArea.calls);
  return (
    <>
      <Form.Item label={t('adminCoupon.field.name')} required>
        <LocalizedTextInput name={['name']} isRequired maxLength={60} testId="coupon-template-name" />
      </Form.Item>
      <TermsFields />
      <ValidityFields />
      <Form.Item name="productId" label={t('adminCoupon.field.product')} extra={t('adminCoupon.field.scopeHint')}>
        <ProductPicker testId="coupon-template-product" />
      </Form.Item>
      <Form.Item name="categoryId" label={t('adminCoupon.field.category')}>
        <Select allowClear options={categoryOptions(categories.data ?? [], locale)} loading={categories.isPending} />
      </Form.Item>
      <Form.Item name="brandId" label={t('adminCoupon.field.brand')}>
        <Select allowClear options={brandOptions(brands.data ?? [], locale)} loading={brands.isPending} />
      </Form.Item>
      <Form.Item name="isActive" label={t('adminCoupon.field.isActive')} valuePropName="checked">
        <Switch />
      </Form.Item>
      <ClaimFields />
    </>
  );
}

function ruleOf(row: CouponTemplateRow, freeShipping: string): string {
  const off =
    row.kind === 'freeShipping'
      ? freeShipping
      : row.kind === 'amountOff'
        ? `-${row.amount}`
        : `-${row.percent}%${row.cap === '0.00' ? '' : ` ≤ ${row.cap}`}`;
  return row.threshold === '0.00' ? off : `≥ ${row.threshold}: ${off}`;
}

export const couponTemplatesArea: AreaDefinition<Calls, CouponTemplateForm> = {
  key: 'couponTemplates',
  testId: 'coupon-template',
  calls: calls.adminCoupon.template,
  noun: 'adminCoupon.noun.template',
  columns: (context) => [
    { title: 'ID', dataIndex: 'id', key: 'id' },
    textColumn<CouponTemplateRow>(context.t('adminCoupon.field.name'), (row) => row.name, context),
    {
      title: context.t('adminCoupon.field.rule'),
      key: 'rule',
      render: (_: unknown, row: CouponTemplateRow) => ruleOf(row, context.t('adminCoupon.kind.freeShipping')),
    },
    {
      title: context.t('adminCoupon.field.validity'),
      key: 'validity',
      render: (_: unknown, row: CouponTemplateRow) =>
        row.validDays !== null ? (
          context.t('adminCoupon.validity.daysValue', { days: row.validDays })
        ) : (
          <Space direction="vertical" size={0}>
            <DateTime value={row.validFrom ?? ''} />
            <DateTime value={row.validTo ?? ''} />
          </Space>
        ),
    },
    { title: context.t('adminCoupon.field.issuedCount'), dataIndex: 'issuedCount', key: 'issuedCount', align: 'right' },
    {
      title: context.t('adminCoupon.field.isActive'),
      key: 'isActive',
      render: (_: unknown, row: CouponTemplateRow) => (
        <Tag color={row.isActive ? 'green' : 'default'}>
          {context.t(row.isActive ? 'adminCoupon.active' : 'adminCoupon.inactive')}
        </Tag>
      ),
    },
  ],
  Fields: CouponTemplateFields,
  toForm: (row) => ({
    name: row?.name ?? { zh_CN: '' },
    kind: row?.kind ?? 'amountOff',
    amount: row?.amount ?? null,
    percent: row?.percent || null,
    threshold: row?.threshold ?? '0',
    cap: row?.cap ?? '0',
    validity: row && row.validDays === null ? 'window' : 'days',
    validFrom: toLocalInput(row?.validFrom ?? undefined),
    validTo: toLocalInput(row?.validTo ?? undefined),
    validDays: row ? row.validDays : 30,
    productId: row?.productId ?? null,
    categoryId: row?.categoryId ?? null,
    brandId: row?.brandId ?? null,
    isActive: row?.isActive ?? true,
    claimable: row?.claimable ?? false,
    perMemberLimit: row?.perMemberLimit ?? 0,
    totalLimit: row?.totalLimit ?? 0,
    minLevel: row?.minLevel ?? 1,
  }),
  toInput: (values, id) => {
    const window = values.validity === 'window';
    return {
      ...(id ? { id } : {}),
      name: cleanText(values.name),
      kind: values.kind,
      amount: values.kind === 'amountOff' ? (values.amount ?? '') : '0',
      percent: values.kind === 'percentOff' ? (values.percent ?? 0) : 0,
      threshold: values.threshold ?? '0',
      cap: values.kind === 'percentOff' ? (values.cap ?? '0') : '0',
      validFrom: window ? fromLocalInput(values.validFrom) : '',
      validTo: window ? fromLocalInput(values.validTo) : '',
      validDays: window ? '' : (values.validDays ?? ''),
      productId: values.productId ?? '',
      categoryId: values.categoryId ?? '',
      brandId: values.brandId ?? '',
      isActive: values.isActive,
      claimable: values.claimable,
      perMemberLimit: values.perMemberLimit,
      totalLimit: values.totalLimit,
      minLevel: values.minLevel,
    };
  },
  rowName: (row, locale) => textIn(row.name, locale),
  drawerWidth: 640,
};
