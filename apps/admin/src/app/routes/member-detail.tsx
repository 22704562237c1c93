import { calls } from '@mall/contracts/browser';
import { useParams } from 'react-router';
import { RequireAccess } from '../../features/auth/components/require-access.tsx';
import { MemberDetailView } from '../../features/members/components/member-detail-view.tsx';
import { MemberNotFound } from '../../features/members/components/member-not-found.tsx';

function MemberDetailPage() {
  const memberId = Number(useParams().memberId);
  // A mistyped address is answered here instead of asking the server about a member that cannot exist.
  if (!Number.isInteger(memberId) || memberId < 1) return <MemberNotFound />;
  // Keyed so that following a sponsor link starts the next member's page afresh.
  return <MemberDetailView key={memberId} memberId={memberId} />;
}

export function Component() {
  return (
    <RequireAccess call={calls.adminMembers.detail}>
      <MemberDetailPage />
    </RequireAccess>
  );
}
