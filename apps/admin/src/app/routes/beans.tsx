import { calls } from '@mall/contracts/browser';
import { PageHeader } from '../../components/page-header.tsx';
import { RequireAccess } from '../../features/auth/components/require-access.tsx';
import { BeansOrdersList } from '../../features/beans/components/beans-orders-list.tsx';
import { DistributorsCard } from '../../features/beans/components/distributors-card.tsx';
import { useT } from '../../lib/i18n.ts';

export function Component() {
  const t = useT();
  return (
    <RequireAccess call={calls.adminBeans.orders}>
      <PageHeader title={t('adminBeans.nav')} />
      <BeansOrdersList />
      <DistributorsCard />
    </RequireAccess>
  );
}
