import { useEffect, useState, type HTMLAttributes } from 'react';
import {
  Button,
  Empty,
  Flex,
  Form,
  InputNumber,
  Space,
  Table,
  Typography,
  type FormInstance,
  type TableColumnsType,
} from 'antd';
import { useT } from '../../../lib/i18n.ts';
import { useLocale } from '../../../lib/locale.ts';
import { textIn } from '../localized.ts';
import { hasSameCombinations, syncSkus, type ProductForm, type SkuDraft, type SpecDraft } from '../product-form.ts';

const MAX_STOCK = 1_000_000_000;

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

interface Batch {
  price: string | null;
  memberPrice: string | null;
  stock: number | null;
}

/** The SKUs of every spec combination with their prices and stock; the table follows the specs. */
export function SkuTable({ form }: { form: FormInstance<ProductForm> }) {
  const t = useT();
  const locale = useLocale();
  const specs = Form.useWatch('specs', { form, preserve: true }) as SpecDraft[] | undefined;
  const skus = (Form.useWatch('skus', { form, preserve: true }) as SkuDraft[] | undefined) ?? [];
  const [batch, setBatch] = useState<Batch>({ price: null, memberPrice: null, stock: null });

  useEffect(() => {
    // Nothing to follow before the form holds its specs.
    if (!specs) return;
    const current = (form.getFieldValue('skus') ?? []) as SkuDraft[];
    const next = syncSkus(specs, current);
    if (!hasSameCombinations(current, next)) form.setFieldValue('skus', next);
  }, [form, specs]);

  const valueText = (specIndex: number, uid: string) => {
    const value = specs?.[specIndex]?.values?.find((candidate) => candidate.uid === uid);
    return (value && textIn({ ...value, zh_CN: value.zh_CN ?? '' }, locale)) || '—';
  };

  const applyBatch = () => {
    const current = (form.getFieldValue('skus') ?? []) as SkuDraft[];
    form.setFieldValue(
      'skus',
      current.map((sku) => ({
        ...sku,
        price: batch.price ?? sku.price,
        memberPrice: batch.memberPrice ?? sku.memberPrice,
        stock: batch.stock ?? sku.stock,
      })),
    );
  };

  const hasSpecs = (specs?.length ?? 0) > 0;
  const columns: TableColumnsType<SkuDraft> = [
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

  return (
    <Flex vertical gap={12}>
      {skus.length > 1 ? (
        <Space wrap>
          <Typography.Text type="secondary">{t('adminCatalog.sku.batch')}</Typography.Text>
          <InputNumber<string>
            stringMode
            min="0"
            precision={2}
            placeholder={t('adminCatalog.sku.price')}
            value={batch.price}
            onChange={(price) => setBatch((current) => ({ ...current, price }))}
          />
          <InputNumber<string>
            stringMode
            min="0"
            precision={2}
            placeholder={t('adminCatalog.sku.memberPrice')}
            value={batch.memberPrice}
            onChange={(memberPrice) => setBatch((current) => ({ ...current, memberPrice }))}
          />
          <InputNumber
            min={0}
            max={MAX_STOCK}
            precision={0}
            placeholder={t('adminCatalog.sku.stock')}
            value={batch.stock}
            onChange={(stock) => setBatch((current) => ({ ...current, stock }))}
          />
          <Button onClick={applyBatch} data-testid="sku-batch-apply">
            {t('adminCatalog.sku.applyAll')}
          </Button>
        </Space>
      ) : null}
      <Table<SkuDraft>
        rowKey={(sku) => sku.specKeys.join('|') || 'single'}
        columns={columns}
        dataSource={skus}
        pagination={false}
        size="small"
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: <Empty description={t('adminCatalog.sku.empty')} /> }}
        onRow={() => ({ 'data-testid': 'sku-row' }) as HTMLAttributes<HTMLElement>}
      />
    </Flex>
  );
}
