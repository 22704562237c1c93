// The product page's coupon row: the coupons this member may claim now that take something off this
// product, opening a sheet to claim them. Hidden for guests, while loading and when none apply.
import { lazy, Suspense, useState } from 'react';
import { useIntl } from 'react-intl';
import List from 'antd-mobile/es/components/list';
import { calls } from '@mall/contracts/browser';
import { useQuery } from '@tanstack/react-query';
import { request } from '@/lib/api.ts';
import { memberScope } from '@/lib/query-client.ts';
import { useLazySheet } from '@/lib/use-lazy-sheet.ts';
import { useViewer } from '@/lib/viewer.ts';
import type { ClaimableCoupon } from '../api/coupons.ts';
import { coversProduct, type ProductScope } from '../lib/product-scope.ts';

// The sheet brings the coupon page's texts and antd-mobile's Popup: it loads on first open.
const ProductCouponSheet = lazy(async () => ({
  default: (await import('./product-coupon-sheet.tsx')).ProductCouponSheet,
}));

/**
 * The coupons this member may claim now, under the key of `useClaimableCoupons` (api/coupons.ts,
 * `couponKeys.all`) so both share one answer and a claim refreshes both. Asked here rather than
 * imported: that module is shared with other pages, and importing it would add a file to the
 * product page's first screen.
 */
export function useClaimableOffers() {
  const viewer = useViewer();
  return useQuery({
    queryKey: [memberScope, 'coupons', 'claimable', viewer.token, viewer.locale],
    queryFn: ({ signal }) => request(calls.coupon.available, {}, { signal }),
    enabled: viewer.token !== 'guest',
  });
}

/** One coupon of the sheet: still claimable (listed by the server), and whether the member holds one. */
export interface ProductOffer {
  offer: ClaimableCoupon;
  isClaimable: boolean;
  hasClaimed: boolean;
}

/** The server's offers for this product, then those claimed on this page that it no longer lists. */
function offersShown(
  listed: readonly ClaimableCoupon[],
  claimedHere: ReadonlyMap<number, ClaimableCoupon>,
): ProductOffer[] {
  const listedIds = new Set(listed.map((offer) => offer.templateId));
  return [
    ...listed.map((offer) => ({
      offer,
      isClaimable: true,
      hasClaimed: offer.claimed > 0 || claimedHere.has(offer.templateId),
    })),
    ...[...claimedHere.values()]
      .filter((offer) => !listedIds.has(offer.templateId))
      .map((offer) => ({ offer, isClaimable: false, hasClaimed: true })),
  ];
}

export function ProductCoupons({ scope }: { scope: ProductScope }) {
  const intl = useIntl();
  const sheet = useLazySheet();
  const offers = useClaimableOffers();
  // A claim that uses up the member's limit drops the offer from `available`; it stays here as claimed.
  const [claimedHere, setClaimedHere] = useState<ReadonlyMap<number, ClaimableCoupon>>(new Map());
  const listed = (offers.data?.list ?? []).filter((offer) => coversProduct(offer, scope));
  const shown = offersShown(listed, claimedHere);
  if (shown.length === 0) return null;

  const claimable = shown.filter((item) => item.isClaimable).length;
  const onClaimed = (offer: ClaimableCoupon) =>
    setClaimedHere((previous) => new Map(previous).set(offer.templateId, offer));
  return (
    <>
      <List.Item
        onClick={sheet.open}
        arrowIcon
        extra={
          <span data-testid="product-coupons-summary">
            {claimable > 0
              ? intl.formatMessage({ id: 'webShop.coupon.toClaim' }, { count: claimable })
              : intl.formatMessage({ id: 'webShop.coupon.allClaimed' })}
          </span>
        }
        data-testid="product-coupons-row"
      >
        {intl.formatMessage({ id: 'webShop.coupon.row' })}
      </List.Item>
      {sheet.isMounted && (
        <Suspense fallback={null}>
          <ProductCouponSheet visible={sheet.isOpen} onClose={sheet.close} offers={shown} onClaimed={onClaimed} />
        </Suspense>
      )}
    </>
  );
}
