import { calls } from '@mall/contracts/browser';
import { PageHeader } from '../../components/page-header.tsx';
import { RequireAccess } from '../../features/auth/components/require-access.tsx';
import { CallbacksList } from '../../features/orders/components/callbacks-list.tsx';
import { useT } from '../../lib/i18n.ts';

export function Component() {
  const t = useT();
  return (
    <RequireAccess call={calls.adminOrders.callbacks}>
      <PageHeader title={t('adminOrders.nav.callbacks')} />
      <CallbacksList />
    </RequireAccess>
  );
}
