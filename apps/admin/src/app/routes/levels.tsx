import { calls } from '@mall/contracts/browser';
import { PageHeader } from '../../components/page-header.tsx';
import { RequireAccess } from '../../features/auth/components/require-access.tsx';
import { LevelRaisesList } from '../../features/levels/components/level-raises-list.tsx';
import { useT } from '../../lib/i18n.ts';

export function Component() {
  const t = useT();
  return (
    <RequireAccess call={calls.adminLevels.pending}>
      <PageHeader title={t('adminLevels.nav')} />
      <LevelRaisesList />
    </RequireAccess>
  );
}
