import { calls } from '@mall/contracts/browser';
import { PageHeader } from '../../components/page-header.tsx';
import { RequireAccess } from '../../features/auth/components/require-access.tsx';
import { FailedEventsList } from '../../features/events/components/failed-events-list.tsx';
import { useT } from '../../lib/i18n.ts';

export function Component() {
  const t = useT();
  return (
    <RequireAccess call={calls.adminEvents.failed}>
      <PageHeader title={t('adminEvents.nav')} />
      <FailedEventsList />
    </RequireAccess>
  );
}
