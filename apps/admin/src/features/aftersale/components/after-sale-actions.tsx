// The steps the shop may take on a request in its status, each behind its confirmation. Roles that
// may only read (finance) see no buttons; the operator who approved a large refund cannot pay it.
import { useState } from 'react';
import { Button, Card, Flex, Typography } from 'antd';
import type { AfterSaleAction } from '@mall/contracts';
import { calls } from '@mall/contracts/browser';
import { mayCall } from '../../../lib/access.ts';
import { useT } from '../../../lib/i18n.ts';
import { useMe } from '../../../shared/auth/api/me.ts';
import type { AfterSaleRequest } from '../api/after-sales.ts';
import { actionLabels, allowedActions, mustLeaveRefundToAnother } from '../aftersale-rules.ts';
import { DecisionDialog } from './decision-dialog.tsx';

export function AfterSaleActions({ request }: { request: AfterSaleRequest }) {
  const t = useT();
  const { data: operator } = useMe();
  const [action, setAction] = useState<AfterSaleAction>('approve');
  const [isOpen, setOpen] = useState(false);
  if (!operator || !mayCall(operator.roles, calls.adminAfterSale.decide)) return null;

  const actions = allowedActions(request);
  const ownApproval = mustLeaveRefundToAnother(request, operator.username);
  const open = (next: AfterSaleAction) => {
    setAction(next);
    setOpen(true);
  };
  return (
    <Card title={t('adminAfterSale.section.actions')} data-testid="after-sale-actions">
      {actions.length === 0 ? (
        <Typography.Text type="secondary" data-testid="after-sale-no-actions">
          {t('adminAfterSale.actions.none')}
        </Typography.Text>
      ) : (
        <Flex vertical gap={8}>
          <Flex gap={8} wrap>
            {actions.map((step) => (
              <Button
                key={step}
                type={step === 'reject' ? 'default' : 'primary'}
                danger={step === 'reject'}
                disabled={step === 'refund' && ownApproval}
                onClick={() => open(step)}
                data-testid={`after-sale-action-${step}`}
              >
                {t(actionLabels[step])}
              </Button>
            ))}
          </Flex>
          {ownApproval ? (
            <Typography.Text type="warning" data-testid="after-sale-own-approval">
              {t('adminAfterSale.refund.ownApproval')}
            </Typography.Text>
          ) : null}
        </Flex>
      )}
      <DecisionDialog request={request} action={action} isOpen={isOpen} onClose={() => setOpen(false)} />
    </Card>
  );
}
