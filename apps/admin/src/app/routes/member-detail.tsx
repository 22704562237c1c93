import { calls } from '@mall/contracts/browser';
import { useParams } from 'react-router';
import { MemberLedgerSection } from '../../features/ledger/components/member-ledger-section.tsx';
import { RequireAccess } from '../../features/auth/components/require-access.tsx';
import { MemberDetailView } from '../../features/members/components/member-detail-view.tsx';
import { MemberNotFound } from '../../features/members/components/member-not-found.tsx';

function MemberDetailPage() {
  const memberId = Number(useParams().memberId);
  // A mistyped address is answered here instead of asking the server about a member that cannot exist.
  if (!Number.isInteger(memberId) || memberId < 1) return <MemberNotFound />;
  // Keyed so that following a sponsor link starts the next member's page afresh.
  // Balances and adjustments: the section shows itself only to the roles the ledger allows.
  return (
    <MemberDetailView
      key={memberId}
      memberId={memberId}
      renderExtra={(member) => <MemberLedgerSection memberId={member.memberId} username={member.username} />}
    />
  );
}

export function Component() {
  return (
    <RequireAccess call={calls.adminMembers.detail}>
      <MemberDetailPage />
    </RequireAccess>
  );
}
