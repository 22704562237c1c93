import { Alert, Descriptions, Typography } from 'antd';
import type { LedgerAsset } from '@mall/contracts';
import { useT } from '../../../lib/i18n.ts';
import type { AdjustInput } from '../api/adjust-balance.ts';
import type { ApprovalFacts } from '../api/approval-facts.ts';
import { formatMinor } from '../amount.ts';
import { assetLabels, directionLabels, reasonLabels } from '../ledger-labels.ts';

export type AdjustForm = Omit<AdjustInput, 'memberId' | 'idempotencyKey'>;

/** Whether the adjustment will wait for a second operator: 'unknown' when the limit cannot be read. */
export function needsApproval({ amountMinor, limitMinor, todayMinor }: ApprovalFacts): boolean | 'unknown' {
  if (limitMinor === null) return 'unknown';
  return amountMinor > limitMinor || (todayMinor ?? 0) + amountMinor > limitMinor;
}

function ApprovalNote({ asset, facts }: { asset: LedgerAsset; facts: ApprovalFacts }) {
  const t = useT();
  const waits = needsApproval(facts);
  const { amountMinor, limitMinor, todayMinor } = facts;
  const limit = limitMinor === null ? '' : formatMinor(asset, limitMinor);
  const title =
    waits === 'unknown'
      ? t('adminLedger.adjust.approvalUnknown')
      : amountMinor > (limitMinor ?? 0)
        ? t('adminLedger.adjust.approvalNeeded', { limit })
        : waits
          ? t('adminLedger.adjust.approvalNeededToday', {
              limit,
              total: formatMinor(asset, (todayMinor ?? 0) + amountMinor),
            })
          : t('adminLedger.adjust.approvalNotNeeded', { limit });
  return (
    <Alert
      type={waits === true ? 'warning' : 'info'}
      showIcon
      title={title}
      data-testid="adjust-confirm-approval"
      data-needs-approval={String(waits)}
    />
  );
}

/** The confirmation's body: the adjustment restated, and whether it applies at once or waits. */
export function AdjustConfirmContent({ values, facts }: { values: AdjustForm; facts: ApprovalFacts }) {
  const t = useT();
  const amount = formatMinor(values.asset, facts.amountMinor);
  return (
    <div data-testid="adjust-confirm">
      <Descriptions
        size="small"
        column={1}
        style={{ marginBlock: 12 }}
        items={[
          { key: 'asset', label: t('adminLedger.field.asset'), children: t(assetLabels[values.asset]) },
          { key: 'direction', label: t('adminLedger.field.direction'), children: t(directionLabels[values.direction]) },
          {
            key: 'amount',
            label: t('adminLedger.field.amount'),
            children: (
              <Typography.Text strong data-testid="adjust-confirm-amount">
                {amount}
              </Typography.Text>
            ),
          },
          { key: 'reason', label: t('adminLedger.field.reasonCode'), children: t(reasonLabels[values.reasonCode]) },
          { key: 'note', label: t('adminLedger.field.note'), children: values.note },
        ]}
      />
      <ApprovalNote asset={values.asset} facts={facts} />
    </div>
  );
}
