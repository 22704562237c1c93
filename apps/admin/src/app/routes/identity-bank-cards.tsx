import { calls } from '@mall/contracts/browser';
import { PageHeader } from '../../components/page-header.tsx';
import { RequireAccess } from '../../features/auth/components/require-access.tsx';
import { BankCardReview } from '../../features/identity/components/bank-card-review.tsx';
import { useT } from '../../lib/i18n.ts';

export function Component() {
  const t = useT();
  return (
    <RequireAccess call={calls.adminIdentity.bankCardPage}>
      <PageHeader title={t('adminIdentity.nav.bankCards')} />
      <BankCardReview />
    </RequireAccess>
  );
}
