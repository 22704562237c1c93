import { calls } from '@mall/contracts/browser';
import { PageHeader } from '../../components/page-header.tsx';
import { RequireAccess } from '../../features/auth/components/require-access.tsx';
import { IdentityQueue } from '../../features/identity/components/identity-queue.tsx';
import { useT } from '../../lib/i18n.ts';

export function Component() {
  const t = useT();
  return (
    <RequireAccess call={calls.adminIdentity.page}>
      <PageHeader title={t('adminIdentity.nav.queue')} />
      <IdentityQueue />
    </RequireAccess>
  );
}
