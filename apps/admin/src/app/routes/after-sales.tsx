import { calls } from '@mall/contracts/browser';
import { PageHeader } from '../../components/page-header.tsx';
import { RequireAccess } from '../../features/auth/components/require-access.tsx';
import { AfterSalesList } from '../../features/aftersale/components/after-sales-list.tsx';
import { useT } from '../../lib/i18n.ts';

export function Component() {
  const t = useT();
  return (
    <RequireAccess call={calls.adminAfterSale.page}>
      <PageHeader title={t('adminAfterSale.title')} />
      <AfterSalesList />
    </RequireAccess>
  );
}
