import { calls } from '@mall/contracts/browser';
import { PageHeader } from '../../components/page-header.tsx';
import { RequireAccess } from '../../features/auth/components/require-access.tsx';
import { MembersList } from '../../features/members/components/members-list.tsx';
import { useT } from '../../lib/i18n.ts';

export function Component() {
  const t = useT();
  return (
    <RequireAccess call={calls.adminMembers.page}>
      <PageHeader title={t('adminMembers.nav')} />
      <MembersList />
    </RequireAccess>
  );
}
