import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button, Flex, Select, Tag } from 'antd';
import { identityKinds, identityStates, type IdentityKind, type IdentityState } from '@mall/contracts/browser';
import { DateTime } from '../../../components/date-time.tsx';
import { PagedTable } from '../../../components/paged-table.tsx';
import { useT } from '../../../lib/i18n.ts';
import { useIdentityQueue, type IdentityRow, type QueueQuery } from '../api/identity.ts';

export const stateColour = { none: 'default', review: 'gold', approved: 'green', rejected: 'red' } as const;

/** Identity submissions, oldest first, filtered by kind and state; a row opens the review. */
export function IdentityQueue() {
  const t = useT();
  const navigate = useNavigate();
  const [query, setQuery] = useState<QueueQuery>({ pageNum: 1, pageSize: 20, state: 'review' });
  const page = useIdentityQueue(query);
  return (
    <Flex vertical gap={16}>
      <Flex gap={8}>
        <Select<IdentityKind | ''>
          style={{ width: 160 }}
          value={query.kind ?? ''}
          data-testid="identity-kind-filter"
          onChange={(kind) => setQuery({ ...query, kind: kind || undefined, pageNum: 1 })}
          options={[
            { value: '', label: t('adminIdentity.all') },
            ...identityKinds.map((kind) => ({ value: kind, label: t(`adminIdentity.kind.${kind}`) })),
          ]}
        />
        <Select<IdentityState | ''>
          style={{ width: 160 }}
          value={query.state ?? ''}
          data-testid="identity-state-filter"
          onChange={(state) => setQuery({ ...query, state: state || undefined, pageNum: 1 })}
          options={[
            { value: '', label: t('adminIdentity.all') },
            ...identityStates.map((state) => ({ value: state, label: t(`adminIdentity.state.${state}`) })),
          ]}
        />
      </Flex>
      <PagedTable<IdentityRow>
        page={page}
        paging={query}
        onPage={(paging) => setQuery({ ...query, ...paging })}
        rowKey="memberId"
        columns={[
          { title: t('adminIdentity.member'), dataIndex: 'username' },
          { title: t('adminIdentity.name'), dataIndex: 'name' },
          { title: t('adminIdentity.kind'), render: (_, row) => t(`adminIdentity.kind.${row.kind}`) },
          {
            title: t('adminIdentity.state'),
            render: (_, row) => <Tag color={stateColour[row.state]}>{t(`adminIdentity.state.${row.state}`)}</Tag>,
          },
          { title: t('adminIdentity.submittedAt'), render: (_, row) => <DateTime value={row.submittedAt} /> },
          {
            title: '',
            render: (_, row) => (
              <Button
                type="link"
                data-testid={`identity-open-${row.username}`}
                onClick={() => void navigate(`/identity/review/${row.memberId}`)}
              >
                {t('adminIdentity.open')}
              </Button>
            ),
          },
        ]}
      />
    </Flex>
  );
}
