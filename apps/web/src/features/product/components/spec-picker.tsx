// The specification sheet: one row of values per specification, values without stock disabled,
// and the chosen SKU's price and stock at the top.
import { useIntl } from 'react-intl';
import Button from 'antd-mobile/es/components/button';
import Popup from 'antd-mobile/es/components/popup';
import { PriceKindBadge } from '@/components/product-card.tsx';
import { Price } from '@/components/price.tsx';
import type { ProductDetail, ProductSku } from '../api/get-product-detail.ts';
import styles from './spec-picker.module.css';

interface SpecPickerProps {
  product: ProductDetail;
  selected: ProductSku | undefined;
  visible: boolean;
  onSelect: (sku: ProductSku) => void;
  onClose: () => void;
}

/** The SKU whose values are `indexes`, if the product has one. */
function skuAt(product: ProductDetail, indexes: readonly number[]): ProductSku | undefined {
  return product.skus.find((sku) => sku.specIndexes.every((value, spec) => value === indexes[spec]));
}

export function SpecPicker({ product, selected, visible, onSelect, onClose }: SpecPickerProps) {
  const intl = useIntl();
  const chosen = selected?.specIndexes ?? product.specs.map(() => -1);

  // A value can be picked when, with the other choices kept, it leads to a SKU in stock.
  const candidate = (spec: number, value: number) => chosen.map((current, index) => (index === spec ? value : current));
  const isAvailable = (spec: number, value: number) => skuAt(product, candidate(spec, value))?.hasStock ?? false;

  const pick = (spec: number, value: number) => {
    const exact = skuAt(product, candidate(spec, value));
    // With other choices that do not combine, move to the first SKU in stock that has this value.
    const fallback = product.skus.find((sku) => sku.specIndexes[spec] === value && sku.hasStock);
    const next = exact?.hasStock ? exact : fallback;
    if (next) onSelect(next);
  };

  return (
    <Popup
      visible={visible}
      onMaskClick={onClose}
      onClose={onClose}
      bodyClassName={styles.sheet}
      destroyOnClose={false}
    >
      <div data-testid="spec-picker" role="dialog" aria-label={intl.formatMessage({ id: 'webShop.spec.title' })}>
        <SpecPickerHead product={product} selected={selected} onClose={onClose} />
        <div className={styles.groups}>
          {product.specs.map((spec, specIndex) => (
            <fieldset key={spec.name} className={styles.group}>
              <legend className={styles.groupName}>{spec.name}</legend>
              <div className={styles.values}>
                {spec.values.map((value, valueIndex) => {
                  const isSelected = chosen[specIndex] === valueIndex;
                  const isDisabled = !isAvailable(specIndex, valueIndex);
                  return (
                    <button
                      key={value}
                      type="button"
                      className={isSelected ? `${styles.value} ${styles.valueSelected}` : styles.value}
                      aria-pressed={isSelected}
                      disabled={isDisabled}
                      onClick={() => pick(specIndex, valueIndex)}
                      data-testid="spec-value"
                    >
                      {value}
                      {isDisabled && (
                        <span className={styles.soldOut}>{intl.formatMessage({ id: 'webShop.card.soldOut' })}</span>
                      )}
                    </button>
                  );
                })}
              </div>
            </fieldset>
          ))}
        </div>
        <div className={styles.footer}>
          <Button block color="primary" onClick={onClose} data-testid="spec-confirm">
            {intl.formatMessage({ id: 'common.confirm' })}
          </Button>
        </div>
      </div>
    </Popup>
  );
}

/** The chosen SKU's picture, price, kind and stock, and the close button. */
function SpecPickerHead({ product, selected, onClose }: Pick<SpecPickerProps, 'product' | 'selected' | 'onClose'>) {
  const intl = useIntl();
  const image = product.cover?.s200 ?? product.image;
  return (
    <div className={styles.head}>
      {image && <img src={image} alt="" width={88} height={88} />}
      <div className={styles.summary}>
        <span className={styles.priceRow}>
          <Price amount={selected?.price ?? product.price} className={styles.price} testId="picker-price" />
          <PriceKindBadge kind={selected?.priceKind ?? product.priceKind} />
        </span>
        <span className={styles.stock} data-testid="picker-stock">
          {intl.formatMessage({ id: 'webShop.spec.stock' }, { stock: selected?.stock ?? product.stock })}
        </span>
        {selected?.specText && (
          <span className={styles.chosen}>
            {intl.formatMessage({ id: 'webShop.spec.chosen' }, { spec: selected.specText })}
          </span>
        )}
      </div>
      <button
        type="button"
        className={styles.close}
        onClick={onClose}
        aria-label={intl.formatMessage({ id: 'web.popup.close' })}
      >
        ×
      </button>
    </div>
  );
}
