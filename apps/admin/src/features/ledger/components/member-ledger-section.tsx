import { useState } from 'react';
import { Alert, Button, Flex } from 'antd';
import { WalletOutlined } from '@ant-design/icons';
import { calls } from '@mall/contracts/browser';
import { Link } from 'react-router';
import { mayCall } from '../../../lib/access.ts';
import { useT } from '../../../lib/i18n.ts';
import { useMe } from '../../../shared/auth/api/me.ts';
import type { Adjustment } from '../api/adjustments-page.ts';
import { assetLabels, directionLabels } from '../ledger-labels.ts';
import { AdjustBalanceDialog } from './adjust-balance-dialog.tsx';
import { MemberBalancesCard } from './member-balances-card.tsx';
import { MemberDcLotsCard } from './member-dc-lots-card.tsx';
import { MemberHistoryCard } from './member-history-card.tsx';

/** What came of the last adjustment: applied now, or waiting for a second operator. */
function AdjustmentResult({ adjustment, onClose }: { adjustment: Adjustment; onClose: () => void }) {
  const t = useT();
  const values = {
    id: adjustment.id,
    direction: t(directionLabels[adjustment.direction]),
    amount: adjustment.amount,
    asset: t(assetLabels[adjustment.asset]),
  };
  const isPending = adjustment.status === 'pending';
  return (
    <Alert
      type={isPending ? 'warning' : 'success'}
      showIcon
      closable={{ onClose, 'aria-label': t('adminLedger.adjust.dismiss') }}
      title={t(isPending ? 'adminLedger.adjust.resultPending' : 'adminLedger.adjust.resultApplied', values)}
      description={isPending ? t('adminLedger.adjust.resultPendingHint') : null}
      action={
        isPending ? (
          <Link
            to={`/ledger/adjustments?status=pending&memberId=${adjustment.memberId}`}
            data-testid="adjustment-result-open"
          >
            {t('adminLedger.adjust.openPending')}
          </Link>
        ) : null
      }
      data-testid="adjustment-result"
      data-status={adjustment.status}
      data-adjustment-id={adjustment.id}
    />
  );
}

interface MemberLedgerSectionProps {
  memberId: number;
  /** The member's user name where the page knows it; the ledger calls only know the id. */
  username?: string;
}

/**
 * A member's balances, ledger history and manual adjustments. Shown only to the roles the ledger
 * calls allow (admin, finance), so it can sit on pages other roles open too.
 */
export function MemberLedgerSection({ memberId, username }: MemberLedgerSectionProps) {
  const t = useT();
  const { data: operator } = useMe();
  const [isAdjusting, setIsAdjusting] = useState(false);
  const [result, setResult] = useState<Adjustment | null>(null);
  if (!operator || !mayCall(operator.roles, calls.adminLedger.memberBalances)) return null;
  const memberLabel = username ?? t('adminLedger.member.label', { memberId });

  return (
    <Flex vertical gap={16} data-testid="member-ledger">
      <MemberBalancesCard
        memberId={memberId}
        actions={
          mayCall(operator.roles, calls.adminLedger.adjust) ? (
            <Button
              type="primary"
              icon={<WalletOutlined />}
              onClick={() => setIsAdjusting(true)}
              data-testid="ledger-adjust-open"
            >
              {t('adminLedger.adjust.open')}
            </Button>
          ) : null
        }
      />
      {result ? <AdjustmentResult adjustment={result} onClose={() => setResult(null)} /> : null}
      <MemberHistoryCard memberId={memberId} />
      {mayCall(operator.roles, calls.adminDiscountCard.lots) ? <MemberDcLotsCard memberId={memberId} /> : null}
      <AdjustBalanceDialog
        memberId={memberId}
        memberLabel={memberLabel}
        isOpen={isAdjusting}
        onClose={() => setIsAdjusting(false)}
        onDone={setResult}
      />
    </Flex>
  );
}
