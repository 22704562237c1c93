// The balances block of the account page: every balance the member holds, each opening its history.
import { useIntl } from 'react-intl';
import { Link } from '@/lib/router.tsx';
import Button from 'antd-mobile/es/components/button';
import Skeleton from 'antd-mobile/es/components/skeleton';
import { AlertIcon } from '@/components/icons.tsx';
import type { WebMessageId } from '@/lib/messages.ts';
import { paths } from '@/lib/paths.ts';
import { useSession } from '@/lib/session.ts';
import { useBalance, type WalletBalance } from '../api/get-balance.ts';
import { useWalletFormat, type AmountUnit } from '../hooks/use-wallet-format.ts';
import { showsBonusCreditWarning } from '../lib/bonus-credit-warning.ts';
import styles from './balance-summary.module.css';

// The server says when bonus credit is low (bonusCreditLow); this is only the figure it names,
// the same 200.00 line as the contracts' BONUS_CREDIT_WARNING_MINOR.
const BONUS_CREDIT_WARNING = '200.00';

interface Tile {
  key: string;
  label: WebMessageId;
  to: string;
  unit: AmountUnit;
  value: (balance: WalletBalance) => string | number;
}

const cashTiles: Tile[] = [
  {
    key: 'withdrawable-cash',
    label: 'webWallet.summary.withdrawableCash',
    to: `${paths.walletHistory}?tab=balance&asset=CASH`,
    unit: 'money',
    value: (balance) => balance.withdrawableCash,
  },
  {
    key: 'non-withdrawable-cash',
    label: 'webWallet.summary.nonWithdrawableCash',
    to: `${paths.walletHistory}?tab=balance&asset=CASH_GIFT`,
    unit: 'money',
    value: (balance) => balance.nonWithdrawableCash,
  },
];

const otherTiles: Tile[] = [
  {
    key: 'beans',
    label: 'webWallet.summary.beans',
    to: `${paths.walletHistory}?tab=beans`,
    unit: 'beans',
    value: (balance) => balance.beans,
  },
  {
    key: 'bonus-credit',
    label: 'webWallet.summary.bonusCredit',
    to: `${paths.walletHistory}?tab=bonus`,
    unit: 'money',
    value: (balance) => balance.bonusCredit,
  },
  {
    key: 'discount-card',
    label: 'webWallet.summary.discountCard',
    to: paths.discountCardHistory,
    unit: 'money',
    value: (balance) => balance.discountCard,
  },
  {
    key: 'vouchers',
    label: 'webWallet.summary.vouchers',
    to: paths.voucherHistory,
    unit: 'money',
    value: (balance) => balance.vouchers,
  },
  {
    key: 'points',
    label: 'webWallet.summary.points',
    to: paths.pointsHistory,
    unit: 'points',
    value: (balance) => balance.points,
  },
];

const isPositive = (amount: string) => /[1-9]/.test(amount);

/** Every balance of the logged-in member, each a way into its history; nothing for guests. */
export function BalanceSummary() {
  const intl = useIntl();
  const session = useSession();
  const format = useWalletFormat();
  const { data: balance, isError, refetch, isFetching } = useBalance();

  if (!session) return null;

  const title = (
    <h2 className={styles.title} id="balance-summary-title">
      {intl.formatMessage({ id: 'webWallet.summary.title' })}
    </h2>
  );

  if (!balance) {
    return (
      <section className={styles.summary} aria-labelledby="balance-summary-title" data-testid="balance-summary">
        {title}
        {isError ? (
          <div className={styles.failed} data-testid="balance-summary-error">
            <span>{intl.formatMessage({ id: 'web.error.loadFailed' })}</span>
            <Button size="small" color="primary" fill="outline" loading={isFetching} onClick={() => void refetch()}>
              {intl.formatMessage({ id: 'common.retry' })}
            </Button>
          </div>
        ) : (
          <div
            role="status"
            aria-label={intl.formatMessage({ id: 'common.loading' })}
            data-testid="balance-summary-loading"
          >
            <div className={styles.cash}>
              {cashTiles.map((tile) => (
                <div key={tile.key} className={styles.cashTile}>
                  <Skeleton animated className={styles.skeletonValue} />
                  <Skeleton animated className={styles.skeletonLabel} />
                </div>
              ))}
            </div>
            <div className={styles.grid}>
              {otherTiles.map((tile) => (
                <div key={tile.key} className={styles.tile}>
                  <Skeleton animated className={styles.skeletonValue} />
                  <Skeleton animated className={styles.skeletonLabel} />
                </div>
              ))}
            </div>
          </div>
        )}
      </section>
    );
  }

  const renderTile = (tile: Tile, className: string | undefined) => (
    <Link key={tile.key} to={tile.to} className={className} data-testid={`balance-${tile.key}`}>
      <span className={styles.value} data-testid={`balance-${tile.key}-value`}>
        {format.amount(tile.value(balance), tile.unit)}
      </span>
      <span className={styles.label}>{intl.formatMessage({ id: tile.label })}</span>
    </Link>
  );

  return (
    <section className={styles.summary} aria-labelledby="balance-summary-title" data-testid="balance-summary">
      {title}
      <div className={styles.cash}>{cashTiles.map((tile) => renderTile(tile, styles.cashTile))}</div>
      {isPositive(balance.heldCash) && (
        <p className={styles.held} data-testid="balance-held-cash">
          {intl.formatMessage({ id: 'webWallet.summary.held' }, { amount: format.amount(balance.heldCash, 'money') })}
        </p>
      )}
      <WithdrawLinks />
      <div className={styles.grid}>{otherTiles.map((tile) => renderTile(tile, styles.tile))}</div>
      {showsBonusCreditWarning(balance, session.user?.level) && (
        <p className={styles.warning} role="note" data-testid="balance-bonus-credit-warning">
          <AlertIcon aria-hidden className={styles.warningIcon} />
          {intl.formatMessage(
            { id: 'webWallet.summary.bonusCreditLow' },
            { threshold: format.amount(BONUS_CREDIT_WARNING, 'money') },
          )}
        </p>
      )}
    </section>
  );
}

export default BalanceSummary;

/** The way to withdraw cash and to the member's applications. */
function WithdrawLinks() {
  const intl = useIntl();
  return (
    <p className={styles.held}>
      <Link to={paths.cashCreate} data-testid="balance-withdraw">
        {intl.formatMessage({ id: 'webWithdraw.title.create' })}
      </Link>{' '}
      <Link to={paths.cashList}>{intl.formatMessage({ id: 'webWithdraw.title.list' })}</Link>
    </p>
  );
}
