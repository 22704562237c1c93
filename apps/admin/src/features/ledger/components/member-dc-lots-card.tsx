// A member's discount-card lots: each purchase or gift with what is left and until when, earliest
// expiry first (the order they are spent in), and the balance.
import { Card, Table, Tag } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { calls } from '@mall/contracts/browser';
import type { ResultOf, adminDiscountCard } from '@mall/contracts';
import { DateTime } from '../../../components/date-time.tsx';
import { callApi } from '../../../lib/api.ts';
import { useT } from '../../../lib/i18n.ts';

type Lot = ResultOf<typeof adminDiscountCard.lots>['list'][number];

export function MemberDcLotsCard({ memberId }: { memberId: number }) {
  const t = useT();
  const lots = useQuery({
    queryKey: ['adminDiscountCard', 'lots', memberId],
    queryFn: ({ signal }) => callApi(calls.adminDiscountCard.lots, { memberId }, { signal }),
  });
  return (
    <Card
      title={t('adminCoupon.lots.title')}
      extra={lots.data ? t('adminCoupon.lots.balance', { amount: lots.data.balance }) : null}
      data-testid="member-dc-lots"
    >
      <Table<Lot>
        rowKey="id"
        size="small"
        loading={lots.isPending}
        dataSource={lots.data?.list ?? []}
        pagination={false}
        columns={[
          { title: t('adminCoupon.lots.amount'), dataIndex: 'amount', align: 'right' },
          { title: t('adminCoupon.lots.remaining'), dataIndex: 'remaining', align: 'right' },
          { title: t('adminCoupon.lots.purchasedAt'), render: (_, row) => <DateTime value={row.purchasedAt} /> },
          {
            title: t('adminCoupon.lots.expiresAt'),
            render: (_, row) => (
              <>
                <DateTime value={row.expiresAt} /> {row.expired ? <Tag>{t('adminCoupon.lots.expired')}</Tag> : null}
              </>
            ),
          },
        ]}
      />
    </Card>
  );
}
