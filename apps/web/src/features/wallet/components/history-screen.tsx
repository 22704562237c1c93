import { useIntl } from 'react-intl';
import { Link, useSearchParams } from '@/lib/router.tsx';
import type { HistoryBook } from '../../../shared/wallet/api/keys.ts';
import { WalletHistory } from './wallet-history.tsx';
import styles from './history-screen.module.css';

/** The history page's tabs, as named in its address (`?tab=beans`). */
export const historyTabs = [
  { key: 'balance', book: 'cash', label: 'webWallet.tab.balance' },
  { key: 'bonus', book: 'bonus', label: 'webWallet.tab.bonus' },
  { key: 'beans', book: 'beans', label: 'webWallet.tab.beans' },
] as const satisfies readonly { key: string; book: HistoryBook; label: string }[];

export type HistoryTab = (typeof historyTabs)[number]['key'];

/** `pacer-new/history`: the cash balance (withdrawable and gift), bonus and beans histories. */
export function HistoryScreen() {
  const intl = useIntl();
  const [params] = useSearchParams();
  const active = historyTabs.find((tab) => tab.key === params.get('tab')) ?? historyTabs[0];

  // Another tab has other types, so only the month carries over.
  const linkTo = (key: HistoryTab) => {
    const next = new URLSearchParams({ tab: key });
    const month = params.get('month');
    if (month) next.set('month', month);
    return { search: `?${next.toString()}` };
  };

  const tabs = (
    <nav className={styles.tabs} role="tablist">
      {historyTabs.map((tab) => (
        <Link
          key={tab.key}
          to={linkTo(tab.key)}
          replace
          role="tab"
          aria-selected={tab.key === active.key}
          className={styles.tab}
          data-testid={`wallet-tab-${tab.key}`}
        >
          {intl.formatMessage({ id: tab.label })}
        </Link>
      ))}
    </nav>
  );

  return <WalletHistory key={active.book} book={active.book} header={tabs} />;
}
