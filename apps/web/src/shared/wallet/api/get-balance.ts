import { calls } from '@mall/contracts/browser';
import type { memberWallet, ResultOf } from '@mall/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/lib/api.ts';
import { useSession } from '@/lib/session.ts';
import { walletKeys } from './keys.ts';

export type WalletBalance = ResultOf<typeof memberWallet.getBalance>;

const getBalance = calls.memberWallet.getBalance;

export const balanceQuery = (token: string) =>
  queryOptions({
    queryKey: walletKeys.balance(token),
    queryFn: ({ signal }) => request(getBalance, undefined, { signal }),
  });

/** Every balance of the logged-in member; idle for guests. */
export function useBalance() {
  const token = useSession()?.token ?? '';
  return useQuery({ ...balanceQuery(token), enabled: token !== '' });
}
