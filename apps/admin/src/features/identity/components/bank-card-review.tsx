import { useState } from 'react';
import { App, Button, Flex, Input, Select, Space, Tag } from 'antd';
import { DateTime } from '../../../components/date-time.tsx';
import { PagedTable } from '../../../components/paged-table.tsx';
import { useT } from '../../../lib/i18n.ts';
import { useBankCardQueue, useReviewBankCard, type AdminBankCard } from '../api/identity.ts';

const statusColour = { 0: 'gold', 1: 'green', 2: 'red', 3: 'red' } as const;

function DecideCell({ card }: { card: AdminBankCard }) {
  const t = useT();
  const { message, modal } = App.useApp();
  const review = useReviewBankCard();
  const [note, setNote] = useState('');
  if (card.status !== 0) return card.reviewNote ?? null;
  // A decision lets the member withdraw to the card (or stops them): it is asked before it is sent.
  const decide = (status: 1 | 2 | 3) =>
    modal.confirm({
      title: t('adminIdentity.bank.confirmTitle', {
        decision: t(`adminIdentity.bank.status.${status}`),
        card: `${card.bankName} ${card.accountNo}`,
      }),
      okText: t(`adminIdentity.bank.status.${status}`),
      okButtonProps: { danger: status !== 1, 'data-testid': 'confirm-ok' },
      cancelText: t('common.cancel'),
      onOk: () =>
        review.mutateAsync(
          { id: card.id, status, ...(note ? { note } : {}) },
          { onSuccess: () => void message.success(t('adminIdentity.bank.decided')) },
        ),
    });
  return (
    <Space>
      <Input
        size="small"
        placeholder={t('adminIdentity.bank.note')}
        value={note}
        onChange={(event) => setNote(event.target.value)}
      />
      {([1, 2, 3] as const).map((status) => (
        <Button
          key={status}
          size="small"
          danger={status !== 1}
          type={status === 1 ? 'primary' : 'default'}
          loading={review.isPending}
          onClick={() => decide(status)}
          data-testid={`bank-decide-${card.id}-${status}`}
        >
          {t(`adminIdentity.bank.status.${status}`)}
        </Button>
      ))}
    </Space>
  );
}

/** Bank cards to review with their full account numbers (only here are they shown whole). */
export function BankCardReview() {
  const t = useT();
  const [query, setQuery] = useState<{ pageNum: number; pageSize: number; status?: number }>({
    pageNum: 1,
    pageSize: 20,
    status: 0,
  });
  const page = useBankCardQueue(query);
  return (
    <Flex vertical gap={16}>
      <Select<number | ''>
        style={{ width: 200 }}
        value={query.status ?? ''}
        onChange={(status) => setQuery({ ...query, status: status === '' ? undefined : status, pageNum: 1 })}
        options={[
          { value: '', label: t('adminIdentity.all') },
          ...([0, 1, 2, 3] as const).map((status) => ({
            value: status,
            label: t(`adminIdentity.bank.status.${status}`),
          })),
        ]}
      />
      <PagedTable<AdminBankCard>
        page={page}
        paging={query}
        onPage={(paging) => setQuery({ ...query, ...paging })}
        columns={[
          { title: t('adminIdentity.member'), dataIndex: 'username' },
          { title: t('adminIdentity.bank.bank'), dataIndex: 'bankName' },
          { title: t('adminIdentity.bank.accountNo'), dataIndex: 'accountNo' },
          {
            title: t('adminIdentity.bank.holder'),
            render: (_, card) =>
              `${card.firstName} ${card.lastName}${card.companyName ? ` / ${card.companyName}` : ''}`,
          },
          {
            title: t('adminIdentity.bank.status'),
            render: (_, card) => (
              <Tag color={statusColour[card.status]} data-testid="bank-review-status" data-status={card.status}>
                {t(`adminIdentity.bank.status.${card.status}`)}
              </Tag>
            ),
          },
          { title: t('adminIdentity.submittedAt'), render: (_, card) => <DateTime value={card.createdAt} /> },
          { title: t('adminIdentity.bank.decide'), render: (_, card) => <DecideCell card={card} /> },
        ]}
      />
    </Flex>
  );
}
