// pacer-new/create-sellRP: a VIP sells beans to a friend or upline, named by mobile or invite code.
// The total is shown before the seller confirms; the order then waits an hour for the buyer.
import { useState } from 'react';
import { useIntl } from 'react-intl';
import Button from 'antd-mobile/es/components/button';
import Input from 'antd-mobile/es/components/input';
import { formatMinor, parseMinor } from '@mall/contracts/browser';
import { LoginPrompt } from '@/components/login-prompt.tsx';
import { Price } from '@/components/price.tsx';
import { reportError } from '@/lib/api.ts';
import { beansOrderPath, paths } from '@/lib/paths.ts';
import { Link, useNavigate } from '@/lib/router.tsx';
import { useSession } from '@/lib/session.ts';
import { submissionKey } from '@/lib/submission-key.ts';
import { showToast } from '@/lib/toast.ts';
import { useSellBeans } from '../api/beans.ts';
import styles from './beans.module.css';

/** Only VIP and above sell beans (the server refuses anyone below). */
const SELLER_MIN_LEVEL = 2;

/** beans × price, rounded half up to the cent as the server does; null while either is not an amount. */
function totalOf(beans: string, price: string): string | null {
  const beansMinor = parseMinor(beans);
  const priceMinor = parseMinor(price);
  if (!beansMinor || !priceMinor) return null;
  return formatMinor(Math.round((beansMinor * priceMinor) / 100));
}

export function SellFormScreen() {
  const intl = useIntl();
  const session = useSession();
  if (!session) return <LoginPrompt />;
  if ((session.user?.level ?? 0) < SELLER_MIN_LEVEL)
    return (
      <div className={styles.screen} data-testid="sell-beans-vip-only">
        <p>{intl.formatMessage({ id: 'webBeans.vipOnly' })}</p>
        <Link to={paths.vipSets} className={styles.link}>
          {intl.formatMessage({ id: 'webBeans.upgrade' })}
        </Link>
      </div>
    );
  return <SellForm />;
}

function SellForm() {
  const intl = useIntl();
  const navigate = useNavigate();
  const sell = useSellBeans();
  const [key] = useState(submissionKey);
  const [buyer, setBuyer] = useState('');
  const [beans, setBeans] = useState('');
  const [price, setPrice] = useState('');
  const total = totalOf(beans, price);

  const submit = () => {
    if (!buyer.trim() || total === null) {
      showToast(intl.formatMessage({ id: 'webBeans.fillAll' }));
      return;
    }
    void import('@/lib/antd-dialog.ts').then(({ Dialog }) =>
      Dialog.confirm({
        content: intl.formatMessage({ id: 'webBeans.confirmSell' }, { beans, buyer: buyer.trim(), total }),
        confirmText: intl.formatMessage({ id: 'common.confirm' }),
        cancelText: intl.formatMessage({ id: 'common.cancel' }),
        onConfirm: () =>
          sell.mutateAsync({ buyer: buyer.trim(), beans, price, idempotencyKey: key }).then((order) => {
            showToast(intl.formatMessage({ id: 'webBeans.created' }), 'success');
            navigate(beansOrderPath(order.id), { replace: true });
          }, reportError),
      }),
    );
  };

  return (
    <div className={styles.screen} data-testid="sell-beans">
      <section className={styles.card}>
        <label className={styles.muted}>{intl.formatMessage({ id: 'webBeans.buyer' })}</label>
        <Input
          value={buyer}
          onChange={setBuyer}
          maxLength={24}
          placeholder={intl.formatMessage({ id: 'webBeans.buyerPlaceholder' })}
          data-testid="sell-beans-buyer"
        />
        <label className={styles.muted}>{intl.formatMessage({ id: 'webBeans.beans' })}</label>
        <Input value={beans} onChange={setBeans} inputMode="decimal" data-testid="sell-beans-amount" />
        <label className={styles.muted}>{intl.formatMessage({ id: 'webBeans.price' })}</label>
        <Input value={price} onChange={setPrice} inputMode="decimal" data-testid="sell-beans-price" />
        <div className={styles.row}>
          <span>{intl.formatMessage({ id: 'webBeans.total' })}</span>
          {total === null ? (
            <span>-</span>
          ) : (
            <Price amount={total} className={styles.total} testId="sell-beans-total" />
          )}
        </div>
        <p className={styles.muted}>{intl.formatMessage({ id: 'webBeans.windowNotice' })}</p>
      </section>
      <Button block color="primary" loading={sell.isPending} onClick={submit} data-testid="sell-beans-submit">
        {intl.formatMessage({ id: 'webBeans.sell' })}
      </Button>
      <Link to={paths.beansOrders} className={styles.link} data-testid="sell-beans-orders">
        {intl.formatMessage({ id: 'webBeans.myOrders' })}
      </Link>
    </div>
  );
}
