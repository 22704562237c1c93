import { calls } from '@mall/contracts/browser';
import { Result } from 'antd';
import { useParams } from 'react-router';
import { PageHeader } from '../../components/page-header.tsx';
import { RequireAccess } from '../../features/auth/components/require-access.tsx';
import { FeedbackDetail } from '../../features/content/components/feedback-detail.tsx';
import { useT } from '../../lib/i18n.ts';

function FeedbackDetailPage() {
  const t = useT();
  const id = Number(useParams().id);
  if (!Number.isInteger(id) || id < 1) return <Result status="404" />;
  return (
    <>
      <PageHeader title={t('adminContent.feedback.detail', { id })} />
      <FeedbackDetail key={id} id={id} />
    </>
  );
}

export function Component() {
  return (
    <RequireAccess call={calls.adminContent.feedbackDetail}>
      <FeedbackDetailPage />
    </RequireAccess>
  );
}
