import { calls } from '@mall/contracts/browser';
import { PageHeader } from '../../components/page-header.tsx';
import { RequireAccess } from '../../features/auth/components/require-access.tsx';
import { NetworkExplorer } from '../../features/network/components/network-explorer.tsx';
import { useT } from '../../lib/i18n.ts';

export function Component() {
  const t = useT();
  return (
    <RequireAccess call={calls.adminNetwork.detail}>
      <PageHeader title={t('adminNetwork.nav')} />
      <NetworkExplorer />
    </RequireAccess>
  );
}
