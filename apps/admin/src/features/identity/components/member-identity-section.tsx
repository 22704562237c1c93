import { Card, Descriptions, Empty, Flex, Table, Tag } from 'antd';
import { calls } from '@mall/contracts/browser';
import { Link } from 'react-router';
import { DateTime } from '../../../components/date-time.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { mayCall } from '../../../lib/access.ts';
import { useT } from '../../../lib/i18n.ts';
import { useMe } from '../../../shared/auth/api/me.ts';
import { useMemberBankCards, useMemberIdentity } from '../api/identity.ts';
import { stateColour } from './identity-queue.tsx';

const cardStatusColour = { 0: 'gold', 1: 'green', 2: 'red', 3: 'red' } as const;

/** Where the member's identity stands and how it was decided; documents stay on the review page. */
function IdentityState({ memberId }: { memberId: number }) {
  const t = useT();
  const record = useMemberIdentity(memberId);
  return (
    <QueryState query={record}>
      {(row) =>
        row === null ? (
          <Empty description={t('adminIdentity.member.none')} data-testid="member-identity-none" />
        ) : (
          <Flex vertical gap={8} data-testid="member-identity-state" data-state={row.state}>
            <Descriptions
              size="small"
              column={1}
              items={[
                { key: 'kind', label: t('adminIdentity.kind'), children: t(`adminIdentity.kind.${row.kind}`) },
                {
                  key: 'state',
                  label: t('adminIdentity.state'),
                  children: <Tag color={stateColour[row.state]}>{t(`adminIdentity.state.${row.state}`)}</Tag>,
                },
                {
                  key: 'submitted',
                  label: t('adminIdentity.submittedAt'),
                  children: <DateTime value={row.submittedAt} />,
                },
                {
                  key: 'reviewed',
                  label: t('adminIdentity.reviewedAt'),
                  children: <DateTime value={row.reviewedAt} />,
                },
                ...(row.rejectCode
                  ? [
                      {
                        key: 'code',
                        label: t('adminIdentity.rejectCode'),
                        children: t(`adminIdentity.reject.${row.rejectCode}`),
                      },
                      {
                        key: 'reasons',
                        label: t('adminIdentity.member.reasons'),
                        children: <span data-testid="member-identity-reasons">{row.rejectReasons}</span>,
                      },
                    ]
                  : []),
              ]}
            />
            <Link to={`/identity/review/${memberId}`} data-testid="member-identity-review">
              {t('adminIdentity.member.openReview')}
            </Link>
          </Flex>
        )
      }
    </QueryState>
  );
}

function BankCards({ memberId }: { memberId: number }) {
  const t = useT();
  const cards = useMemberBankCards(memberId);
  return (
    <QueryState query={cards}>
      {(list) => (
        <Table
          size="small"
          rowKey="id"
          pagination={false}
          dataSource={list}
          locale={{ emptyText: t('adminIdentity.member.noCards') }}
          data-testid="member-bank-cards"
          columns={[
            { title: t('adminIdentity.bank.bank'), dataIndex: 'bankName' },
            { title: t('adminIdentity.bank.accountNo'), dataIndex: 'accountNo' },
            {
              title: t('adminIdentity.bank.holder'),
              render: (_, card) => card.companyName ?? `${card.firstName} ${card.lastName}`,
            },
            {
              title: t('adminIdentity.bank.status'),
              render: (_, card) => (
                <Tag color={cardStatusColour[card.status]}>{t(`adminIdentity.bank.status.${card.status}`)}</Tag>
              ),
            },
          ]}
        />
      )}
    </QueryState>
  );
}

/**
 * A member's identity state and bank cards on their page. Each part shows itself only to the roles
 * its call allows (identity for the identity record, identity or finance for cards), so the
 * section can sit on a page every operator opens.
 */
export function MemberIdentitySection({ memberId }: { memberId: number }) {
  const t = useT();
  const { data: operator } = useMe();
  if (!operator) return null;
  const mayIdentity = mayCall(operator.roles, calls.adminIdentity.page);
  const mayCards = mayCall(operator.roles, calls.adminIdentity.memberBankCards);
  if (!mayIdentity && !mayCards) return null;
  return (
    <Card title={t('adminIdentity.member.title')} data-testid="member-identity">
      <Flex vertical gap={16}>
        {mayIdentity ? <IdentityState memberId={memberId} /> : null}
        {mayCards ? (
          <Flex vertical gap={8}>
            <strong>{t('adminIdentity.member.cards')}</strong>
            <BankCards memberId={memberId} />
          </Flex>
        ) : null}
      </Flex>
    </Card>
  );
}
