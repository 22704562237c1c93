// A member's money for the roles that handle it: finance may not open member profiles, so the
// ledger has its own page; admins see the same section on the member's page too.
import { Button, Flex, Result, Space } from 'antd';
import { calls } from '@mall/contracts/browser';
import { Link, useParams } from 'react-router';
import { PageHeader } from '../../components/page-header.tsx';
import { useMe } from '../../shared/auth/api/me.ts';
import { RequireAccess } from '../../features/auth/components/require-access.tsx';
import { MemberLedgerSection } from '../../features/ledger/components/member-ledger-section.tsx';
import { mayCall } from '../../lib/access.ts';
import { useT } from '../../lib/i18n.ts';

function LedgerMemberPage() {
  const t = useT();
  const { data: operator } = useMe();
  const memberId = Number(useParams().memberId);
  // A mistyped address is answered here instead of asking the server about a member that cannot exist.
  if (!Number.isInteger(memberId) || memberId < 1) {
    return (
      <Result
        status="404"
        title={t('adminLedger.member.notFound')}
        data-testid="ledger-member-not-found"
        extra={
          <Link to="/ledger/adjustments">
            <Button type="primary">{t('adminLedger.nav.adjustments')}</Button>
          </Link>
        }
      />
    );
  }
  const mayOpenProfile = operator ? mayCall(operator.roles, calls.adminMembers.detail) : false;
  return (
    <Flex vertical>
      <PageHeader
        title={t('adminLedger.member.title', { memberId })}
        extra={
          <Space>
            <Link to={`/ledger/adjustments?status=pending&memberId=${memberId}`}>
              <Button>{t('adminLedger.member.adjustments')}</Button>
            </Link>
            {mayOpenProfile ? (
              <Link to={`/members/${memberId}`}>
                <Button>{t('adminLedger.member.profile')}</Button>
              </Link>
            ) : null}
          </Space>
        }
      />
      {/* Keyed so that following a counterparty link starts the next member's page afresh. */}
      <MemberLedgerSection key={memberId} memberId={memberId} />
    </Flex>
  );
}

export function Component() {
  return (
    <RequireAccess call={calls.adminLedger.memberBalances}>
      <LedgerMemberPage />
    </RequireAccess>
  );
}
