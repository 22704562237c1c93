import { useEffect } from 'react';
import { Form, Input, InputNumber, Select, Space, Tag } from 'antd';
import { calls } from '@mall/contracts/browser';
import type { ResultOf, adminCatalog } from '@mall/contracts';
import { DateTime } from '../../../components/date-time.tsx';
import { useT } from '../../../lib/i18n.ts';
import { useLocale } from '../../../lib/locale.ts';
import { useProduct } from '../api/product-get.ts';
import { flashSaleStateLabels } from '../catalog-labels.ts';
import { textIn } from '../localized.ts';
import { fromLocalInput, toLocalInput } from '../local-time.ts';
import type { AreaDefinition, AreaFieldsProps } from '../components/area-page.tsx';
import { ProductPicker } from '../components/product-picker.tsx';

type Calls = typeof calls.adminCatalog.flashSale;
type FlashSaleRow = ResultOf<typeof adminCatalog.flashSale.list>[number];
interface FlashSaleForm {
  productId: number | null;
  productGoodsId: number | null;
  /** As a `datetime-local` input holds it, in the operator's time zone. */
  startsAt: string;
  endsAt: string;
  price: string | null;
  stock: number | null;
  perBuyerLimit: number | null;
}

function SkuSelect({
  productId,
  value,
  onChange,
}: {
  productId: number | null;
  value?: number | null;
  onChange?: (value: number | null) => void;
}) {
  const t = useT();
  const locale = useLocale();
  const product = useProduct(productId);
  const specs = product.data?.specs ?? [];
  const options = (product.data?.skus ?? [])
    .filter((sku) => sku.isActive)
    .map((sku) => {
      const combination = sku.specIndexes
        .map((valueIndex, specIndex) => textIn(specs[specIndex]?.values[valueIndex], locale))
        .join(' / ');
      return {
        value: sku.productGoodsId,
        label: t('adminCatalog.flashSale.skuOption', {
          name: combination || t('adminCatalog.flashSale.singleSku'),
          price: sku.price,
          stock: sku.stock,
        }),
      };
    });
  return (
    <Select<number | null>
      value={value}
      onChange={(next) => onChange?.(next ?? null)}
      options={options}
      disabled={productId === null}
      loading={product.isFetching}
      placeholder={t(productId === null ? 'adminCatalog.flashSale.pickProductFirst' : 'adminCatalog.flashSale.pickSku')}
      status={product.isError ? 'error' : undefined}
      data-testid="flash-sale-sku"
    />
  );
}

function FlashSaleFields({ form, editing }: AreaFieldsProps<Calls, FlashSaleForm>) {
  const t = useT();
  const productId = (Form.useWatch('productId', form) as number | null | undefined) ?? null;
  const hasSold = (editing?.soldCount ?? 0) > 0;

  // A SKU belongs to one product: choosing another product clears it.
  useEffect(() => {
    const chosen = form.getFieldValue('productId') as number | null;
    if (editing && chosen === editing.productId) return;
    form.setFieldValue('productGoodsId', null);
  }, [form, editing, productId]);

  return (
    <>
      <Form.Item
        name="productId"
        label={t('adminCatalog.flashSale.product')}
        rules={[{ required: true, message: t('admin.form.required') }]}
      >
        <ProductPicker testId="flash-sale-product" />
      </Form.Item>
      <Form.Item
        name="productGoodsId"
        label={t('adminCatalog.flashSale.sku')}
        rules={[{ required: true, message: t('admin.form.required') }]}
      >
        <SkuSelect productId={productId} />
      </Form.Item>
      <Space align="start" wrap>
        <Form.Item
          name="startsAt"
          label={t('adminCatalog.flashSale.startsAt')}
          rules={[{ required: true, message: t('admin.form.required') }]}
        >
          <Input type="datetime-local" disabled={hasSold} data-testid="flash-sale-starts" />
        </Form.Item>
        <Form.Item
          name="endsAt"
          label={t('adminCatalog.flashSale.endsAt')}
          dependencies={['startsAt']}
          rules={[
            { required: true, message: t('admin.form.required') },
            ({ getFieldValue }) => ({
              validator: (_rule, value: string) => {
                const startsAt = getFieldValue('startsAt') as string;
                return value && startsAt && new Date(value) <= new Date(startsAt)
                  ? Promise.reject(new Error(t('adminCatalog.flashSale.endBeforeStart')))
                  : Promise.resolve();
              },
            }),
          ]}
        >
          <Input type="datetime-local" data-testid="flash-sale-ends" />
        </Form.Item>
      </Space>
      <Space align="start" wrap>
        <Form.Item
          name="price"
          label={t('adminCatalog.flashSale.price')}
          rules={[{ required: true, message: t('admin.form.required') }]}
        >
          <InputNumber<string> stringMode min="0" precision={2} style={{ width: 160 }} data-testid="flash-sale-price" />
        </Form.Item>
        <Form.Item
          name="stock"
          label={t('adminCatalog.flashSale.stock')}
          extra={t('adminCatalog.flashSale.stockHint')}
          rules={[{ required: true, message: t('admin.form.required') }]}
        >
          <InputNumber min={0} precision={0} style={{ width: 160 }} data-testid="flash-sale-stock" />
        </Form.Item>
        <Form.Item name="perBuyerLimit" label={t('adminCatalog.flashSale.perBuyerLimit')}>
          <InputNumber min={1} max={1000} precision={0} style={{ width: 160 }} data-testid="flash-sale-limit" />
        </Form.Item>
      </Space>
    </>
  );
}

export const flashSalesArea: AreaDefinition<Calls, FlashSaleForm> = {
  key: 'flashSales',
  testId: 'flash-sale',
  calls: calls.adminCatalog.flashSale,
  noun: 'adminCatalog.noun.flashSale',
  columns: ({ t }) => [
    { title: t('adminCatalog.flashSale.product'), dataIndex: 'productName', key: 'productName' },
    { title: 'SKU', dataIndex: 'productGoodsId', key: 'productGoodsId' },
    {
      title: t('adminCatalog.flashSale.window'),
      key: 'window',
      render: (_: unknown, row: FlashSaleRow) => (
        <Space direction="vertical" size={0}>
          <DateTime value={row.startsAt} />
          <DateTime value={row.endsAt} />
        </Space>
      ),
    },
    { title: t('adminCatalog.flashSale.price'), dataIndex: 'price', key: 'price', align: 'right' },
    {
      title: t('adminCatalog.flashSale.soldOfStock'),
      key: 'stock',
      align: 'right',
      render: (_: unknown, row: FlashSaleRow) => `${row.soldCount} / ${row.stock}`,
    },
    {
      title: t('adminCatalog.flashSale.perBuyerLimit'),
      dataIndex: 'perBuyerLimit',
      key: 'perBuyerLimit',
      align: 'right',
    },
    {
      title: t('adminCatalog.flashSale.state'),
      key: 'state',
      render: (_: unknown, row: FlashSaleRow) => (
        <Tag color={flashSaleStateLabels[row.state].color} data-testid="flash-sale-state">
          {t(flashSaleStateLabels[row.state].label)}
        </Tag>
      ),
    },
  ],
  Fields: FlashSaleFields,
  toForm: (row) => ({
    productId: row?.productId ?? null,
    productGoodsId: row?.productGoodsId ?? null,
    startsAt: toLocalInput(row?.startsAt),
    endsAt: toLocalInput(row?.endsAt),
    price: row?.price ?? null,
    stock: row?.stock ?? null,
    perBuyerLimit: row?.perBuyerLimit ?? 1,
  }),
  toInput: (values, id) => ({
    ...(id ? { id } : {}),
    productGoodsId: values.productGoodsId ?? 0,
    startsAt: fromLocalInput(values.startsAt),
    endsAt: fromLocalInput(values.endsAt),
    price: values.price ?? '',
    stock: values.stock ?? 0,
    perBuyerLimit: values.perBuyerLimit ?? 1,
  }),
  rowName: (row) => row.productName,
  drawerWidth: 640,
};
