import { useState } from 'react';
import { Button } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { calls } from '@mall/contracts/browser';
import { ErrorResult } from '../../components/error-result.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { useMe } from '../../shared/auth/api/me.ts';
import { RequireAccess } from '../../features/auth/components/require-access.tsx';
import { useOperatorsList } from '../../features/operators/api/operators-list.ts';
import { CreateOperatorDialog } from '../../features/operators/components/create-operator-dialog.tsx';
import { OperatorsTable } from '../../features/operators/components/operators-table.tsx';
import { useT } from '../../lib/i18n.ts';

function OperatorsPage() {
  const t = useT();
  const { data: me } = useMe();
  const operators = useOperatorsList();
  const [isCreating, setIsCreating] = useState(false);
  return (
    <>
      <PageHeader
        title={t('admin.nav.operators')}
        extra={
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => setIsCreating(true)}
            data-testid="operator-create"
          >
            {t('admin.operators.create')}
          </Button>
        }
      />
      {operators.isError ? (
        <ErrorResult error={operators.error} onRetry={() => void operators.refetch()} />
      ) : (
        <OperatorsTable accounts={operators.data ?? []} isLoading={operators.isPending} currentOperatorId={me?.id} />
      )}
      <CreateOperatorDialog isOpen={isCreating} onClose={() => setIsCreating(false)} />
    </>
  );
}

export function Component() {
  return (
    <RequireAccess call={calls.adminOperators.list}>
      <OperatorsPage />
    </RequireAccess>
  );
}
