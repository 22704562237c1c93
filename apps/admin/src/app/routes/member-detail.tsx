import { calls } from '@mall/contracts/browser';
import { useParams } from 'react-router';
import { MemberLedgerSection } from '../../features/ledger/components/member-ledger-section.tsx';
import { RequireAccess } from '../../features/auth/components/require-access.tsx';
import { MemberIdentitySection } from '../../features/identity/components/member-identity-section.tsx';
import { ProposeRaiseCard } from '../../features/levels/components/propose-raise-card.tsx';
import { MemberDetailView } from '../../features/members/components/member-detail-view.tsx';
import { MemberNotFound } from '../../features/members/components/member-not-found.tsx';

function MemberDetailPage() {
  const memberId = Number(useParams().memberId);
  // A mistyped address is answered here instead of asking the server about a member that cannot exist.
  if (!Number.isInteger(memberId) || memberId < 1) return <MemberNotFound />;
  // Keyed so that following a sponsor link starts the next member's page afresh.
  // Balances and adjustments, identity and bank cards: each section shows itself only to the roles
  // its calls allow.
  return (
    <MemberDetailView
      key={memberId}
      memberId={memberId}
      renderExtra={(member) => (
        <>
          <ProposeRaiseCard memberId={member.memberId} level={member.level} />
          <MemberLedgerSection memberId={member.memberId} username={member.username} />
          <MemberIdentitySection memberId={member.memberId} />
        </>
      )}
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
