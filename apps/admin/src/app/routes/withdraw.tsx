import { calls } from '@mall/contracts/browser';
import { PageHeader } from '../../components/page-header.tsx';
import { RequireAccess } from '../../features/auth/components/require-access.tsx';
import { WithdrawPage } from '../../features/withdraw/components/withdraw-page.tsx';
import { useT } from '../../lib/i18n.ts';

export function Component() {
  const t = useT();
  return (
    <RequireAccess call={calls.adminWithdraw.page}>
      <PageHeader title={t('adminWithdraw.nav')} />
      <WithdrawPage />
    </RequireAccess>
  );
}
