import { calls } from '@mall/contracts/browser';
import { useParams } from 'react-router';
import { PageHeader } from '../../components/page-header.tsx';
import { RequireAccess } from '../../features/auth/components/require-access.tsx';
import { IdentityReview } from '../../features/identity/components/identity-review.tsx';
import { useT } from '../../lib/i18n.ts';

function IdentityReviewPage() {
  const memberId = Number(useParams().memberId);
  if (!Number.isInteger(memberId) || memberId < 1) return null;
  return <IdentityReview key={memberId} memberId={memberId} />;
}

export function Component() {
  const t = useT();
  return (
    <RequireAccess call={calls.adminIdentity.detail}>
      <PageHeader title={t('adminIdentity.nav.queue')} />
      <IdentityReviewPage />
    </RequireAccess>
  );
}
