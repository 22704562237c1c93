import { calls } from '@mall/contracts/browser';
import { PageHeader } from '../../components/page-header.tsx';
import { RequireAccess } from '../../features/auth/components/require-access.tsx';
import { FulfilmentQueue } from '../../features/orders/components/fulfilment-queue.tsx';
import { useT } from '../../lib/i18n.ts';

export function Component() {
  const t = useT();
  return (
    <RequireAccess call={calls.adminOrders.page}>
      <PageHeader title={t('adminOrders.nav.fulfilment')} />
      <FulfilmentQueue />
    </RequireAccess>
  );
}
