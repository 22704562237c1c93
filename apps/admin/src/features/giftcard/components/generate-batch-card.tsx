// Generating a batch of exchange codes (a balance and value) or pickup codes (a product SKU). The codes are downloaded as CSV at once: the shop keeps
// only their hashes, so this download is the only copy.
import { useRef } from 'react';
import { App, Button, Card, DatePicker, Form, Input, InputNumber, Select } from 'antd';
import { giftCardAssets, giftCardKinds, type GiftCardExchangeAsset, type GiftCardKind } from '@mall/contracts';
import { useT } from '../../../lib/i18n.ts';
import { useGenerateBatch } from '../api/gift-cards.ts';

interface Values {
  name: string;
  kind: GiftCardKind;
  asset?: GiftCardExchangeAsset;
  value?: string;
  productGoodsId?: number;
  count: number;
  expiresAt?: { toISOString(): string } | null;
}

function download(csv: string, name: string): void {
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `${name}.csv`;
  link.click();
  URL.revokeObjectURL(url);
}

export function GenerateBatchCard() {
  const t = useT();
  const { message } = App.useApp();
  const generate = useGenerateBatch();
  // One key per filled form: a double submit makes one batch.
  const key = useRef(crypto.randomUUID());
  const [form] = Form.useForm<Values>();
  const kind = Form.useWatch('kind', form) ?? 'exchange';
  const submit = async (values: Values) => {
    try {
      const { expiresAt, asset, value, productGoodsId, ...rest } = values;
      const credit = values.kind === 'pickup' ? { productGoodsId } : { asset, value };
      const result = await generate.mutateAsync({
        ...rest,
        ...credit,
        ...(expiresAt ? { expiresAt: expiresAt.toISOString() } : {}),
        key: key.current,
      });
      if (result.csv) download(result.csv, `gift-cards-${result.batch.id}`);
      key.current = crypto.randomUUID();
      void message.success(t('adminGiftCard.generated', { count: result.batch.count }));
    } catch {
      // The client has already shown why.
    }
  };
  return (
    <Card title={t('adminGiftCard.generate')} data-testid="gift-card-generate">
      <Form<Values>
        form={form}
        layout="inline"
        onFinish={(values) => void submit(values)}
        initialValues={{ kind: 'exchange', asset: 'BEANS', count: 10 }}
      >
        <Form.Item name="name" label={t('adminGiftCard.name')} rules={[{ required: true, max: 100 }]}>
          <Input style={{ width: 160 }} data-testid="gift-card-name" />
        </Form.Item>
        <Form.Item name="kind" label={t('adminGiftCard.kind')}>
          <Select
            style={{ width: 130 }}
            data-testid="gift-card-kind"
            options={giftCardKinds.map((value) => ({ value, label: t(`adminGiftCard.kind.${value}`) }))}
          />
        </Form.Item>
        {kind === 'pickup' ? (
          <Form.Item name="productGoodsId" label={t('adminGiftCard.productGoodsId')} rules={[{ required: true }]}>
            <InputNumber min={1} data-testid="gift-card-sku" />
          </Form.Item>
        ) : (
          <>
            <Form.Item name="asset" label={t('adminGiftCard.asset')}>
              <Select style={{ width: 130 }} options={giftCardAssets.map((value) => ({ value, label: value }))} />
            </Form.Item>
            <Form.Item name="value" label={t('adminGiftCard.value')} rules={[{ required: true }]}>
              <Input style={{ width: 100 }} data-testid="gift-card-value" />
            </Form.Item>
          </>
        )}
        <Form.Item name="count" label={t('adminGiftCard.count')} rules={[{ required: true }]}>
          <InputNumber min={1} max={5000} data-testid="gift-card-count" />
        </Form.Item>
        <Form.Item name="expiresAt" label={t('adminGiftCard.expiresAt')}>
          <DatePicker showTime />
        </Form.Item>
        <Button htmlType="submit" type="primary" loading={generate.isPending} data-testid="gift-card-submit">
          {t('adminGiftCard.generateSubmit')}
        </Button>
      </Form>
    </Card>
  );
}
