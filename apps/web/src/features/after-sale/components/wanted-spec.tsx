// An exchange's replacement: the specification wanted, among the product's with stock for the units
// asked. Shown only when the product has more than one; the line's own is chosen to begin with.
import { useIntl } from 'react-intl';
import Form from 'antd-mobile/es/components/form';
import Selector from 'antd-mobile/es/components/selector';
import { useProductSkus } from '../api/after-sale.ts';

interface WantedSpecProps {
  productId: number;
  ownProductGoodsId: number;
  quantity: number;
  value: number;
  onChange: (productGoodsId: number) => void;
}

export function WantedSpec({ productId, ownProductGoodsId, quantity, value, onChange }: WantedSpecProps) {
  const intl = useIntl();
  const skus = useProductSkus(productId, true);
  // Without the list (still loading, or it failed) the line's own specification is sent, as before.
  if (!skus.data || skus.data.length < 2) return null;
  const soldOut = intl.formatMessage({ id: 'webAfterSale.wantedSoldOut' });
  return (
    <Form.Item label={intl.formatMessage({ id: 'webAfterSale.field.wanted' })}>
      <Selector
        columns={2}
        value={[value]}
        onChange={(chosen) => chosen[0] && onChange(chosen[0])}
        options={skus.data.map((sku) => {
          const short = sku.productGoodsId !== ownProductGoodsId && sku.stock < quantity;
          return {
            label: sku.specText || String(sku.productGoodsId),
            description: short ? soldOut : undefined,
            value: sku.productGoodsId,
            disabled: short,
          };
        })}
        data-testid="apply-wanted"
      />
    </Form.Item>
  );
}
