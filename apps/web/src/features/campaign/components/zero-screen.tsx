// subsidy/zero: the running 0-yuan items; a VIP takes one once, shipped to their default address,
// and is taken to its order. Below level 2 the page says the purchase is for VIPs.
import { useIntl } from 'react-intl';
import Button from 'antd-mobile/es/components/button';
import { LoginPrompt } from '@/components/login-prompt.tsx';
import { PullToRefresh } from '@/components/pull-to-refresh.tsx';
import { ErrorView, LoadingView } from '@/components/query-states.tsx';
import { StatusView } from '@/components/status-view.tsx';
import { reportError } from '@/lib/api.ts';
import { paths } from '@/lib/paths.ts';
import { Link, useNavigate } from '@/lib/router.tsx';
import { useSession } from '@/lib/session.ts';
import { showToast } from '@/lib/toast.ts';
import { useTakeZero, useZeroAddresses, useZeroItems, type ZeroItem } from '../api/zero.ts';
import styles from './zero.module.css';

/** Spec section 1: the VIP set unlocks the 0-yuan purchase. */
const ZERO_MIN_LEVEL = 2;

function ZeroRow({ item, action }: { item: ZeroItem; action: React.ReactNode }) {
  const intl = useIntl();
  return (
    <div className={styles.item} data-testid={`zero-item-${item.id}`}>
      {item.cover ? <img className={styles.cover} src={item.cover.s200} alt="" /> : null}
      <div className={styles.body}>
        <div className={styles.name}>{item.productName}</div>
        <div className={styles.price}>
          0.00<span className={styles.was}>{item.price}</span>
        </div>
        <div className={styles.meta}>{intl.formatMessage({ id: 'webCampaign.zero.left' }, { left: item.left })}</div>
      </div>
      <div className={styles.action}>{action}</div>
    </div>
  );
}

export function ZeroScreen() {
  const intl = useIntl();
  const session = useSession();
  const navigate = useNavigate();
  const items = useZeroItems();
  const isVip = (session?.user?.level ?? 0) >= ZERO_MIN_LEVEL;
  const addresses = useZeroAddresses(isVip);
  const take = useTakeZero();
  if (!session) return <LoginPrompt />;
  if (items.isPending) return <LoadingView lines={4} />;
  if (items.isError) return <ErrorView error={items.error} onRetry={() => void items.refetch()} />;
  const addressId = addresses.data?.[0]?.id;
  const onTake = (item: ZeroItem) => {
    if (addressId === undefined) {
      showToast(intl.formatMessage({ id: 'webCampaign.zero.noAddress' }));
      return;
    }
    take.mutateAsync({ id: item.id, addressId }).then((taken) => {
      showToast(intl.formatMessage({ id: 'webCampaign.zero.taken' }), 'success');
      void navigate(`${paths.orderDetail}?orderId=${taken.orderId}`);
    }, reportError);
  };
  const actionOf = (item: ZeroItem) => {
    if (item.taken)
      return item.myOrderId ? (
        <Link to={`${paths.orderDetail}?orderId=${item.myOrderId}`} data-testid={`zero-order-${item.id}`}>
          {intl.formatMessage({ id: 'webCampaign.zero.myOrder' })}
        </Link>
      ) : (
        intl.formatMessage({ id: 'webCampaign.zero.takenLabel' })
      );
    return (
      <Button
        size="small"
        color="danger"
        disabled={!isVip || item.left <= 0 || addresses.isPending}
        loading={take.isPending && take.variables?.id === item.id}
        onClick={() => onTake(item)}
        data-testid={`zero-take-${item.id}`}
      >
        {intl.formatMessage({ id: item.left > 0 ? 'webCampaign.zero.take' : 'webCampaign.zero.soldOut' })}
      </Button>
    );
  };
  return (
    <PullToRefresh onRefresh={async () => void (await items.refetch())}>
      <div className={styles.screen}>
        {isVip ? null : (
          <StatusView testId="zero-vip-only" title={intl.formatMessage({ id: 'webCampaign.zero.vipOnly' })} />
        )}
        {items.data.list.length === 0 ? (
          <StatusView testId="zero-empty" title={intl.formatMessage({ id: 'webCampaign.zero.empty' })} />
        ) : (
          <div data-testid="zero-items">
            {items.data.list.map((item) => (
              <ZeroRow key={item.id} item={item} action={actionOf(item)} />
            ))}
          </div>
        )}
      </div>
    </PullToRefresh>
  );
}

/** The subsidy page's way to the 0-yuan items. */
export function ZeroLink() {
  const intl = useIntl();
  return (
    <Link to={paths.subsidyZero} className={styles.link} data-testid="zero-link">
      {intl.formatMessage({ id: 'webCampaign.zero.link' })}
    </Link>
  );
}
