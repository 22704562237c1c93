import type { ReactNode } from 'react';
import type { MemberUser } from '@mall/contracts';
import { LoginPrompt } from '@/components/login-prompt.tsx';
import { ErrorView, LoadingView } from '@/components/query-states.tsx';
import { useUser } from '@/shared/auth/api/get-user.ts';
import { useSession } from '@/lib/session.ts';

/**
 * Shows its children with the logged-in member: the stored copy at once, the server's when none is
 * stored yet. Guests are asked to log in.
 */
export function MemberGate({ children }: { children: (user: MemberUser) => ReactNode }) {
  const session = useSession();
  const fresh = useUser();
  if (!session) return <LoginPrompt />;
  const user = session.user ?? fresh.data;
  if (user) return children(user);
  if (fresh.isError) return <ErrorView error={fresh.error} onRetry={() => void fresh.refetch()} />;
  return <LoadingView lines={4} />;
}
