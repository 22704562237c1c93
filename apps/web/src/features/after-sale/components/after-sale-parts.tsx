// Pieces the after-sales pages share: the number an address names, the product a request is about,
// the page for a request that cannot be shown, and the confirmation asked before a step.
import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import Button from 'antd-mobile/es/components/button';
import { Price } from '@/components/price.tsx';
import { StatusView } from '@/components/status-view.tsx';
import { paths } from '@/lib/paths.ts';
import { useNavigate, useSearchParams } from '@/lib/router.tsx';
import type { AfterSaleView } from '../api/after-sale.ts';
import { statusKeyOf } from '../lib/after-sale-state.ts';
import styles from './after-sale.module.css';

/** A number the address names (`?id=`, `?orderId=`, `?orderLineId=`); 0 when missing or malformed. */
export function useIdParam(name: 'id' | 'orderId' | 'orderLineId'): number {
  const [params] = useSearchParams();
  const id = Number(params.get(name));
  return Number.isSafeInteger(id) && id > 0 ? id : 0;
}

/** The status words of a request (or of one of its steps). */
export function useStatusText() {
  const intl = useIntl();
  return (request: { type: AfterSaleView['type']; status: number }) => {
    const key = statusKeyOf(request);
    return key ? intl.formatMessage({ id: `webAfterSale.status.${key}` }) : '';
  };
}

interface ProductRowProps {
  product: { name: string; specText: string; cover: { s200: string } | null; price: string };
  quantity: number;
}

/** Picture, name, spec, price × quantity. */
export function ProductRow({ product, quantity }: ProductRowProps) {
  return (
    <div className={styles.product}>
      {product.cover ? (
        <img className={styles.cover} src={product.cover.s200} width={64} height={64} alt="" loading="lazy" />
      ) : (
        <span className={styles.cover} />
      )}
      <span className={styles.productText}>
        <span>{product.name}</span>
        {product.specText && <span className={styles.muted}>{product.specText}</span>}
        <span className={styles.muted}>
          <Price amount={product.price} /> × {quantity}
        </span>
      </span>
    </div>
  );
}

/** For a request page opened without a request it can show. */
export function RequestNotFound() {
  const intl = useIntl();
  const navigate = useNavigate();
  return (
    <StatusView
      testId="after-sale-not-found"
      title={intl.formatMessage({ id: 'webAfterSale.notFound' })}
      action={
        <Button color="primary" fill="outline" onClick={() => void navigate(paths.afterSales, { replace: true })}>
          {intl.formatMessage({ id: 'webAfterSale.backToList' })}
        </Button>
      }
    />
  );
}

/**
 * Asks before a step (antd-mobile's Dialog, loaded on first use); `onConfirm` runs on "confirm".
 * A confirmation belongs to its page: leaving the page closes it.
 */
export function useConfirm() {
  const intl = useIntl();
  const asked = useRef(false);
  useEffect(
    () => () => {
      if (asked.current) void import('@/lib/antd-dialog.ts').then(({ Dialog }) => Dialog.clear());
    },
    [],
  );
  return (content: string, onConfirm: () => Promise<void>) => {
    asked.current = true;
    const confirmText = intl.formatMessage({ id: 'common.confirm' });
    const cancelText = intl.formatMessage({ id: 'common.cancel' });
    void import('@/lib/antd-dialog.ts').then(({ Dialog }) =>
      Dialog.confirm({ content, confirmText, cancelText, onConfirm }),
    );
  };
}
