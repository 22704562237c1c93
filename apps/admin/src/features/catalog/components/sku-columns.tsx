import { Form, InputNumber, type TableColumnsType } from 'antd';
import type { useT } from '../../../lib/i18n.ts';
import type { SkuDraft } from '../product-form.ts';

export const MAX_STOCK = 1_000_000_000;

/** "199" or "199.5" as typed; the field keeps the text so that no amount passes through floating point. */
function MoneyInput({
  testId,
  ...props
}: {
  testId: string;
  value?: string | null;
  onChange?: (value: string | null) => void;
}) {
  return (
    <InputNumber<string>
      stringMode
      min="0"
      max="999999999.99"
      precision={2}
      style={{ width: 130 }}
      data-testid={testId}
      {...props}
    />
  );
}

/**
 * The columns of the SKU table: each row edits its SKU's price, member price and stock in place.
 * `valueText` names a spec value; the combination column shows only when there are specs.
 */
export function skuColumns(
  t: ReturnType<typeof useT>,
  hasSpecs: boolean,
  valueText: (specIndex: number, uid: string) => string,
): TableColumnsType<SkuDraft> {
  return [
    ...(hasSpecs
      ? [
          {
            title: t('adminCatalog.sku.combination'),
            key: 'combination',
            render: (_: unknown, sku: SkuDraft) =>
              sku.specKeys.map((uid, specIndex) => valueText(specIndex, uid)).join(' / '),
          },
        ]
      : []),
    {
      title: `${t('adminCatalog.sku.price')} *`,
      key: 'price',
      render: (_, _sku, index) => (
        <Form.Item
          name={['skus', index, 'price']}
          style={{ marginBottom: 0 }}
          rules={[{ required: true, message: t('admin.form.required') }]}
        >
          <MoneyInput testId="sku-price" />
        </Form.Item>
      ),
    },
    {
      title: `${t('adminCatalog.sku.memberPrice')} *`,
      key: 'memberPrice',
      render: (_, _sku, index) => (
        <Form.Item
          name={['skus', index, 'memberPrice']}
          style={{ marginBottom: 0 }}
          dependencies={[['skus', index, 'price']]}
          rules={[
            { required: true, message: t('admin.form.required') },
            ({ getFieldValue }) => ({
              validator: (_rule, value: string | null) => {
                const price = getFieldValue(['skus', index, 'price']) as string | null;
                return value && price && Number(value) > Number(price)
                  ? Promise.reject(new Error(t('adminCatalog.sku.memberAbovePrice')))
                  : Promise.resolve();
              },
            }),
          ]}
        >
          <MoneyInput testId="sku-member-price" />
        </Form.Item>
      ),
    },
    {
      title: `${t('adminCatalog.sku.stock')} *`,
      key: 'stock',
      render: (_, _sku, index) => (
        <Form.Item
          name={['skus', index, 'stock']}
          style={{ marginBottom: 0 }}
          rules={[{ required: true, message: t('admin.form.required') }]}
        >
          <InputNumber min={0} max={MAX_STOCK} precision={0} style={{ width: 120 }} data-testid="sku-stock" />
        </Form.Item>
      ),
    },
    { title: t('adminCatalog.sku.sold'), dataIndex: 'soldCount', render: (sold: number | undefined) => sold ?? 0 },
  ];
}
