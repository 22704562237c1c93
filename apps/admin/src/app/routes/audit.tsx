import { calls } from '@mall/contracts/browser';
import { PageHeader } from '../../components/page-header.tsx';
import { RequireAccess } from '../../features/auth/components/require-access.tsx';
import { AuditLog } from '../../features/audit/components/audit-log.tsx';
import { useT } from '../../lib/i18n.ts';

export function Component() {
  const t = useT();
  return (
    <RequireAccess call={calls.adminAudit.page}>
      <PageHeader title={t('admin.nav.audit')} />
      <AuditLog />
    </RequireAccess>
  );
}
