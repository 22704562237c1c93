import { calls } from '@mall/contracts/browser';
import { PageHeader } from '../../components/page-header.tsx';
import { RequireAccess } from '../../features/auth/components/require-access.tsx';
import { BonusStatisticsView } from '../../features/bonus/components/bonus-statistics.tsx';
import { useT } from '../../lib/i18n.ts';

export function Component() {
  const t = useT();
  return (
    <RequireAccess call={calls.adminBonus.statistics}>
      <PageHeader title={t('adminBonus.statistics')} />
      <BonusStatisticsView />
    </RequireAccess>
  );
}
