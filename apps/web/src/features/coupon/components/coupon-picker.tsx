// The checkout's coupon picker: a sheet listing the member's valid coupons for the order's lines,
// those that apply first with what each saves, those that do not with why; or "don't use".
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { BottomSheet } from '@/components/bottom-sheet.tsx';
import { useCurrencySymbol } from '@/components/price.tsx';
import { ErrorView, LoadingView } from '@/components/query-states.tsx';
import { StatusView } from '@/components/status-view.tsx';
import { paths } from '@/lib/paths.ts';
import { Link } from '@/lib/router.tsx';
import { useUsableCoupons, type CouponLines, type UsableCoupon } from '../api/coupons.ts';
import { CouponCard } from './coupon-card.tsx';
import { TicketIcon } from './ticket-icon.tsx';
import styles from './coupon-picker.module.css';

export interface CouponPickerProps {
  visible: boolean;
  onClose: () => void;
  /** The order's lines: `{}` for the cart's selected lines, or `{ productGoodsId, num, flashSaleId? }`. */
  lines: CouponLines;
  /** The chosen coupon's id, or null for none. */
  selectedId: number | null;
  /** Called with the chosen coupon, or null for "don't use"; the sheet closes. */
  onSelect: (coupon: UsableCoupon | null) => void;
}

export function CouponPicker({ visible, onClose, lines, selectedId, onSelect }: CouponPickerProps) {
  const intl = useIntl();
  return (
    <BottomSheet
      visible={visible}
      onClose={onClose}
      title={intl.formatMessage({ id: 'webCoupon.picker.title' })}
      testId="coupon-picker"
      className={styles.sheet}
    >
      {visible && <PickerList lines={lines} selectedId={selectedId} onSelect={onSelect} />}
    </BottomSheet>
  );
}

function PickerList({ lines, selectedId, onSelect }: Pick<CouponPickerProps, 'lines' | 'selectedId' | 'onSelect'>) {
  const intl = useIntl();
  const symbol = useCurrencySymbol();
  const usable = useUsableCoupons(lines, true);
  if (usable.isPending) return <LoadingView lines={3} />;
  if (usable.isError) return <ErrorView error={usable.error} onRetry={() => void usable.refetch()} />;
  const list = usable.data.list;
  return (
    <div className={styles.list}>
      <button
        type="button"
        className={selectedId === null ? `${styles.none} ${styles.chosen}` : styles.none}
        onClick={() => onSelect(null)}
        data-testid="coupon-picker-none"
      >
        {intl.formatMessage({ id: 'webCoupon.picker.none' })}
      </button>
      {list.length === 0 && (
        <StatusView icon={<TicketIcon />} title={intl.formatMessage({ id: 'webCoupon.picker.empty' })} />
      )}
      <Link to={`${paths.coupons}?tab=claim`} className={styles.claim} data-testid="coupon-picker-claim">
        {intl.formatMessage({ id: 'webCoupon.picker.claim' })}
      </Link>
      {list.map((coupon) => (
        <button
          type="button"
          key={coupon.id}
          className={coupon.id === selectedId ? `${styles.option} ${styles.chosen}` : styles.option}
          disabled={!coupon.applicable}
          aria-pressed={coupon.id === selectedId}
          onClick={() => onSelect(coupon)}
          data-testid="coupon-picker-option"
        >
          <CouponCard
            coupon={coupon}
            aside={
              coupon.applicable ? (
                <span className={styles.discount}>
                  {intl.formatMessage({ id: 'webCoupon.picker.discount' }, { amount: `${symbol}${coupon.discount}` })}
                </span>
              ) : (
                <span className={styles.whyNot}>{coupon.whyNot}</span>
              )
            }
          />
        </button>
      ))}
    </div>
  );
}

/** The coupon that saves the most on the order: the first that applies (the server lists them best first). */
export function bestUsableCoupon(list: readonly UsableCoupon[]): UsableCoupon | null {
  return list.find((coupon) => coupon.applicable) ?? null;
}

/**
 * Finds the best coupon for the order's lines and hands it on once (null when none applies or the
 * list cannot be read), for checkout to start with it chosen. Renders nothing.
 */
export function BestCoupon({ lines, onBest }: { lines: CouponLines; onBest: (coupon: UsableCoupon | null) => void }) {
  const usable = useUsableCoupons(lines, true);
  const best = usable.data ? bestUsableCoupon(usable.data.list) : undefined;
  const isSettled = usable.isError || best !== undefined;
  useEffect(() => {
    if (isSettled) onBest(best ?? null);
    // Handed on once: the shopper's own choice afterwards is theirs.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [isSettled]);
  return null;
}
