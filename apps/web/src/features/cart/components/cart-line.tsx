import type { WebMessageId } from '@/lib/messages.ts';
import { useIntl } from 'react-intl';
import { Link } from '@/lib/router.tsx';
import Checkbox from 'antd-mobile/es/components/checkbox';
import SwipeAction from 'antd-mobile/es/components/swipe-action';
import Tag from 'antd-mobile/es/components/tag';
import { QuantityStepper } from '@/components/quantity-stepper.tsx';
import { productPath } from '@/lib/paths.ts';
import type { CartLine } from '@/shared/cart/api/cart.ts';
import { CartLinePrice } from './cart-prices.tsx';
import styles from './cart.module.css';

interface CartLineProps {
  line: CartLine;
  isBusy: boolean;
  onNum: (num: number) => void;
  onSelect: (selected: boolean) => void;
  onDelete: () => void;
}

const statusText: Record<Exclude<CartLine['status'], 'ok'>, WebMessageId> = {
  outOfStock: 'webCart.outOfStock',
  unlisted: 'webCart.unlisted',
};

/** One line: select, open the product, change the quantity; swipe left to delete. */
export function CartLineItem({ line, isBusy, onNum, onSelect, onDelete }: CartLineProps) {
  const intl = useIntl();
  const text = (id: WebMessageId) => intl.formatMessage({ id });
  const isOk = line.status === 'ok';
  return (
    <li data-testid="cart-line" data-line-id={line.id} data-status={line.status}>
      <SwipeAction rightActions={[{ key: 'delete', text: text('webCart.delete'), color: 'danger', onClick: onDelete }]}>
        <div className={isOk ? styles.line : `${styles.line} ${styles.dimmed}`}>
          <Checkbox checked={line.selected} disabled={!isOk} onChange={onSelect} data-testid="cart-line-select">
            {/* The checkbox's name, read but not shown (a label may not carry aria-label). */}
            <span className={styles.hiddenName}>{line.name}</span>
          </Checkbox>
          <Link to={productPath(line.productId)} className={styles.thumb} aria-label={line.name}>
            {line.image && <img src={line.image} alt="" width={80} height={80} loading="lazy" />}
          </Link>
          <div className={styles.lineBody}>
            <Link to={productPath(line.productId)} className={styles.name} data-testid="cart-line-name">
              {line.name}
            </Link>
            {line.specText && <span className={styles.spec}>{line.specText}</span>}
            {line.status !== 'ok' && (
              <Tag color="default" data-testid="cart-line-status">
                {text(statusText[line.status])}
              </Tag>
            )}
            <div className={styles.lineRow}>
              <CartLinePrice line={line} />
              {isOk && (
                <QuantityStepper
                  max={Math.max(line.maxNum, line.num)}
                  value={line.num}
                  disabled={isBusy}
                  onChange={onNum}
                  label={text('webCart.quantity')}
                  testId="cart-line-num"
                />
              )}
            </div>
            {isOk && line.num > line.maxNum && (
              <span className={styles.warning}>
                {intl.formatMessage({ id: 'webCart.maxNum' }, { max: line.maxNum })}
              </span>
            )}
          </div>
        </div>
      </SwipeAction>
    </li>
  );
}
