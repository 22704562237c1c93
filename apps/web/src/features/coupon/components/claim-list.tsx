// The "claim" tab: coupons the member may claim now, each with a claim button; a claimed one moves
// to the unused tab (or stays while the member may claim more).
import { useIntl } from 'react-intl';
import Button from 'antd-mobile/es/components/button';
import { PullToRefresh } from '@/components/pull-to-refresh.tsx';
import { ErrorView, LoadingView } from '@/components/query-states.tsx';
import { StatusView } from '@/components/status-view.tsx';
import { reportError } from '@/lib/api.ts';
import { showToast } from '@/lib/toast.ts';
import { useClaimableCoupons, useClaimCoupon } from '../api/coupons.ts';
import { offerAsCard } from '../lib/offer-card.ts';
import { CouponCard } from './coupon-card.tsx';
import { TicketIcon } from './ticket-icon.tsx';
import styles from './coupon-screen.module.css';

export function ClaimList() {
  const intl = useIntl();
  const offers = useClaimableCoupons();
  const claim = useClaimCoupon();
  if (offers.isPending) return <LoadingView lines={4} />;
  if (offers.isError) return <ErrorView error={offers.error} onRetry={() => void offers.refetch()} />;
  const list = offers.data.list;
  return (
    <PullToRefresh
      onRefresh={async () => {
        await offers.refetch();
      }}
    >
      {list.length === 0 ? (
        <StatusView
          testId="claimable-empty"
          icon={<TicketIcon />}
          title={intl.formatMessage({ id: 'webCoupon.empty.claim' })}
        />
      ) : (
        <div className={styles.list} data-testid="claimable-coupons">
          {list.map((offer) => (
            <CouponCard
              key={offer.templateId}
              coupon={offerAsCard(offer)}
              aside={
                <Button
                  size="small"
                  color="primary"
                  data-testid={`claim-${offer.templateId}`}
                  loading={claim.isPending && claim.variables === offer.templateId}
                  onClick={() =>
                    claim
                      .mutateAsync(offer.templateId)
                      .then(() => showToast(intl.formatMessage({ id: 'webCoupon.claim.done' }), 'success'), reportError)
                  }
                >
                  {intl.formatMessage({ id: 'webCoupon.claim.button' })}
                </Button>
              }
            />
          ))}
        </div>
      )}
    </PullToRefresh>
  );
}
