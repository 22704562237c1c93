import { calls } from '@mall/contracts/browser';
import { PageHeader } from '../../components/page-header.tsx';
import { RequireAccess } from '../../features/auth/components/require-access.tsx';
import { TimelineModeration } from '../../features/timeline/components/timeline-moderation.tsx';
import { useT } from '../../lib/i18n.ts';

export function Component() {
  const t = useT();
  return (
    <RequireAccess call={calls.adminTimeline.queue}>
      <PageHeader title={t('adminTimeline.nav')} />
      <TimelineModeration />
    </RequireAccess>
  );
}
