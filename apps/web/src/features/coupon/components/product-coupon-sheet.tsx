// The sheet of the product page's coupon row: each coupon that applies to the product with its claim
// button, "claimed" once the member holds one, and the shop's reason when it refuses a claim.
import { useState } from 'react';
import { useIntl } from 'react-intl';
import Button from 'antd-mobile/es/components/button';
import { BottomSheet } from '@/components/bottom-sheet.tsx';
import { WithPageMessages } from '@/components/page-messages.tsx';
import { ApiError, reportError } from '@/lib/api.ts';
import { showToast } from '@/lib/toast.ts';
import { useClaimCoupon, type ClaimableCoupon } from '../api/coupons.ts';
import { offerAsCard } from '../lib/offer-card.ts';
import { CouponCard } from './coupon-card.tsx';
import type { ProductOffer } from './product-coupons.tsx';
import styles from './product-coupon-sheet.module.css';

interface ProductCouponSheetProps {
  visible: boolean;
  onClose: () => void;
  offers: readonly ProductOffer[];
  onClaimed: (offer: ClaimableCoupon) => void;
}

export function ProductCouponSheet({ visible, onClose, offers, onClaimed }: ProductCouponSheetProps) {
  const intl = useIntl();
  return (
    <BottomSheet
      visible={visible}
      onClose={onClose}
      title={intl.formatMessage({ id: 'webShop.coupon.title' })}
      testId="product-coupon-sheet"
      className={styles.sheet}
    >
      <WithPageMessages>
        <OfferList offers={offers} onClaimed={onClaimed} />
      </WithPageMessages>
    </BottomSheet>
  );
}

function OfferList({ offers, onClaimed }: Pick<ProductCouponSheetProps, 'offers' | 'onClaimed'>) {
  const intl = useIntl();
  const [refusals, setRefusals] = useState<ReadonlyMap<number, string>>(new Map());
  const claim = useClaimCoupon((templateId) => {
    const claimed = offers.find((item) => item.offer.templateId === templateId);
    if (claimed) onClaimed(claimed.offer);
  });
  const setRefusal = (templateId: number, text: string | null) =>
    setRefusals((previous) => {
      const next = new Map(previous);
      if (text === null) next.delete(templateId);
      else next.set(templateId, text);
      return next;
    });

  // Each tap is a claim of its own (useClaimCoupon makes its key); a refusal shows the shop's words.
  const tap = (templateId: number) => {
    setRefusal(templateId, null);
    claim.mutateAsync(templateId).then(
      () => showToast(intl.formatMessage({ id: 'webCoupon.claim.done' }), 'success'),
      (error: unknown) => {
        if (error instanceof ApiError && !error.isHandled && error.message) setRefusal(templateId, error.message);
        else reportError(error);
      },
    );
  };

  return (
    <div className={styles.list} data-testid="product-coupons">
      {offers.map(({ offer, isClaimable, hasClaimed }) => (
        <div key={offer.templateId} data-testid={`product-coupon-${offer.templateId}`}>
          <CouponCard
            coupon={offerAsCard(offer)}
            aside={
              isClaimable ? (
                <div className={styles.action}>
                  {hasClaimed && (
                    <span className={styles.tag}>{intl.formatMessage({ id: 'webCoupon.claim.claimed' })}</span>
                  )}
                  <Button
                    size="small"
                    color="primary"
                    className={styles.claim}
                    loading={claim.isPending && claim.variables === offer.templateId}
                    onClick={() => tap(offer.templateId)}
                    data-testid={`product-coupon-claim-${offer.templateId}`}
                  >
                    {intl.formatMessage({ id: 'webCoupon.claim.button' })}
                  </Button>
                </div>
              ) : (
                <span className={styles.claimed} data-testid={`product-coupon-claimed-${offer.templateId}`}>
                  {intl.formatMessage({ id: 'webCoupon.claim.claimed' })}
                </span>
              )
            }
          />
          {refusals.has(offer.templateId) && (
            <p className={styles.refusal} role="alert" data-testid={`product-coupon-refusal-${offer.templateId}`}>
              {refusals.get(offer.templateId)}
            </p>
          )}
        </div>
      ))}
    </div>
  );
}
