import { calls } from '@mall/contracts/browser';
import { PageHeader } from '../../components/page-header.tsx';
import { RequireAccess } from '../../features/auth/components/require-access.tsx';
import { FeedbackInbox } from '../../features/content/components/feedback-inbox.tsx';
import { useT } from '../../lib/i18n.ts';

function FeedbackPage() {
  const t = useT();
  return (
    <>
      <PageHeader title={t('adminContent.feedback.title')} />
      <FeedbackInbox />
    </>
  );
}

export function Component() {
  return (
    <RequireAccess call={calls.adminContent.feedbackPage}>
      <FeedbackPage />
    </RequireAccess>
  );
}
