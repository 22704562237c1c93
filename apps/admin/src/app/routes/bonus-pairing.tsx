import { calls } from '@mall/contracts/browser';
import { PageHeader } from '../../components/page-header.tsx';
import { RequireAccess } from '../../features/auth/components/require-access.tsx';
import { PairingRunView } from '../../features/bonus/components/pairing-run.tsx';
import { useT } from '../../lib/i18n.ts';

export function Component() {
  const t = useT();
  return (
    <RequireAccess call={calls.adminBonus.pairingPreview}>
      <PageHeader title={t('adminBonus.pairing')} />
      <PairingRunView />
    </RequireAccess>
  );
}
