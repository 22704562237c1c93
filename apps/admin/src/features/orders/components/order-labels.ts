// Words for the order detail's internal names (amount keys, sources, ledger kinds and accounts), so an
// operator reads "Goods total" and "Member #2", not `goodsTotal` and `member:2`. A name added later
// without a text yet shows as itself rather than breaking the page.
import { useIntl } from 'react-intl';
import type { MessageId } from '@mall/i18n';

export function useOrderLabels() {
  const intl = useIntl();
  const text = (id: string, fallback: string, values?: Record<string, string>) =>
    id in intl.messages ? intl.formatMessage({ id: id as MessageId }, values) : fallback;
  return {
    amount: (key: string) => text(`adminOrders.amount.${key}`, key),
    source: (source: string) => text(`adminOrders.source.${source}`, text(`adminLedger.asset.${source}`, source)),
    asset: (asset: string) => text(`adminLedger.asset.${asset}`, asset),
    kind: (kind: string) => text(`wallet.kind.${kind}`, kind),
    account: (account: string) => {
      const member = /^member:(\d+)$/.exec(account);
      if (member) return text('adminOrders.account.member', account, { id: member[1]! });
      return text(`adminOrders.account.${account}`, account);
    },
  };
}

/** The amounts that count points rather than money. */
export const pointAmounts: ReadonlySet<string> = new Set(['rewardMp', 'points', 'pointsSpent']);
