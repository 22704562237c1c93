import { calls } from '@mall/contracts/browser';
import { PageHeader } from '../../components/page-header.tsx';
import { RequireAccess } from '../../features/auth/components/require-access.tsx';
import { AdjustmentsList } from '../../features/ledger/components/adjustments-list.tsx';
import { useT } from '../../lib/i18n.ts';

export function Component() {
  const t = useT();
  return (
    <RequireAccess call={calls.adminLedger.adjustments}>
      <PageHeader title={t('adminLedger.nav.adjustments')} />
      <AdjustmentsList />
    </RequireAccess>
  );
}
