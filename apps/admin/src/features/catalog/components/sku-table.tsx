import { useEffect, useState, type HTMLAttributes } from 'react';
import { Button, Empty, Flex, Form, InputNumber, Space, Table, Typography, type FormInstance } from 'antd';
import { useT } from '../../../lib/i18n.ts';
import { useLocale } from '../../../lib/locale.ts';
import { textIn } from '../localized.ts';
import { hasSameCombinations, syncSkus, type ProductForm, type SkuDraft, type SpecDraft } from '../product-form.ts';
import { MAX_STOCK, skuColumns } from './sku-columns.tsx';

/** The SKUs of every spec combination with their prices and stock; the table follows the specs. */
export function SkuTable({ form }: { form: FormInstance<ProductForm> }) {
  const t = useT();
  const locale = useLocale();
  const specs = Form.useWatch('specs', { form, preserve: true }) as SpecDraft[] | undefined;
  const skus = (Form.useWatch('skus', { form, preserve: true }) as SkuDraft[] | undefined) ?? [];

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

  const columns = skuColumns(t, (specs?.length ?? 0) > 0, valueText);

  return (
    <Flex vertical gap={12}>
      {skus.length > 1 ? <SkuBatchBar form={form} /> : null}
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

interface Batch {
  price: string | null;
  memberPrice: string | null;
  stock: number | null;
}

/** Prices and stock typed once and applied to every SKU; an empty box leaves that value as it is. */
function SkuBatchBar({ form }: { form: FormInstance<ProductForm> }) {
  const t = useT();
  const [batch, setBatch] = useState<Batch>({ price: null, memberPrice: null, stock: null });
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

  return (
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
  );
}
