import type { ReactNode } from 'react';
import { Button, Card, Descriptions, Space, Tag, Typography } from 'antd';
import { ReloadOutlined } from '@ant-design/icons';
import type { LedgerAsset } from '@mall/contracts';
import { QueryState } from '../../../components/query-state.tsx';
import { useT } from '../../../lib/i18n.ts';
import { useMemberBalances, type MemberBalances } from '../api/member-balances.ts';
import { assetLabels } from '../ledger-labels.ts';

function Amount({ asset, value, extra }: { asset: LedgerAsset; value: string | number; extra?: ReactNode }) {
  return (
    <span data-testid="ledger-balance" data-asset={asset}>
      <Typography.Text strong data-testid="ledger-balance-amount">
        {value}
      </Typography.Text>
      {extra}
    </span>
  );
}

function BalanceList({ balances }: { balances: MemberBalances }) {
  const t = useT();
  const held = (amount: string) =>
    Number(amount) > 0 ? (
      <Typography.Text type="secondary" style={{ marginInlineStart: 8 }}>
        {t('adminLedger.balances.held', { amount })}
      </Typography.Text>
    ) : null;
  const rows: { asset: LedgerAsset; value: string | number; extra?: ReactNode }[] = [
    { asset: 'CASH', value: balances.withdrawableCash, extra: held(balances.heldCash) },
    { asset: 'CASH_GIFT', value: balances.nonWithdrawableCash },
    { asset: 'BEANS', value: balances.beans, extra: held(balances.heldBeans) },
    {
      asset: 'BONUS_CREDIT',
      value: balances.bonusCredit,
      extra: balances.bonusCreditLow ? (
        <Tag color="warning" style={{ marginInlineStart: 8 }}>
          {t('adminLedger.balances.bonusCreditLow')}
        </Tag>
      ) : null,
    },
    { asset: 'DISCOUNT_CARD', value: balances.discountCard },
    { asset: 'VOUCHER', value: balances.vouchers },
    { asset: 'POINTS', value: balances.points },
  ];
  return (
    <Descriptions
      size="small"
      column={{ xs: 1, md: 2, xl: 4 }}
      items={[
        ...rows.map(({ asset, value, extra }) => ({
          key: asset,
          label: t(assetLabels[asset]),
          children: <Amount asset={asset} value={value} extra={extra} />,
        })),
        { key: 'totalCash', label: t('adminLedger.balances.totalCash'), children: balances.totalCash },
      ]}
    />
  );
}

/** Every balance of the member, with the cash and beans parked in open holds beside them. */
export function MemberBalancesCard({ memberId, actions }: { memberId: number; actions?: ReactNode }) {
  const t = useT();
  const balances = useMemberBalances(memberId);
  return (
    <Card
      title={t('adminLedger.balances.title')}
      data-testid="ledger-balances"
      extra={
        <Space>
          {actions}
          <Button
            icon={<ReloadOutlined />}
            onClick={() => void balances.refetch()}
            loading={balances.isFetching && !balances.isPending}
            aria-label={t('adminLedger.refresh')}
            title={t('adminLedger.refresh')}
          />
        </Space>
      }
    >
      <QueryState query={balances}>{(data) => <BalanceList balances={data} />}</QueryState>
    </Card>
  );
}
