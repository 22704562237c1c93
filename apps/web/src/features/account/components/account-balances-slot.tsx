import { BalanceSummary } from '@/shared/wallet/components/balance-summary.tsx';

/** SLOT: the member's balances on the account tab, as the wallet feature shows them. */
export function AccountBalancesSlot() {
  return <BalanceSummary />;
}
