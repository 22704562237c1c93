import type { ReactNode } from 'react';
import { App, Button, Card, Empty, List, Space, Typography } from 'antd';
import type { Endpoint } from '@mall/contracts/browser';
import type { MessageId } from '@mall/i18n';
import { useMe } from '../../../shared/auth/api/me.ts';
import { useT } from '../../../lib/i18n.ts';
import { useDecide } from '../api/approvals.ts';
import { approvalChoice } from '../approval-rules.ts';

export interface ApprovalItem {
  id: number;
  proposedBy: number;
  title: ReactNode;
  description: ReactNode;
}

interface ApprovalCardProps {
  title: MessageId;
  testId: string;
  items: ApprovalItem[] | undefined;
  isLoading: boolean;
  calls: { approve: Endpoint; reject: Endpoint };
  /** After a decision: what else the page reads again (an approved account shows at once). */
  onDecided?: () => void;
}

/** One list of requests waiting for a second person, with the choices the viewer has on each. */
export function ApprovalCard({ title, testId, items, isLoading, calls, onDecided }: ApprovalCardProps) {
  const t = useT();
  const { message } = App.useApp();
  const { data: me } = useMe();
  const decide = useDecide();

  const act = async (id: number, call: Endpoint) => {
    try {
      await decide.mutateAsync({ call, id });
      onDecided?.();
      message.success(t('admin.approvals.done'));
    } catch {
      // The reason is already shown as a message.
    }
  };

  return (
    <Card title={t(title)} style={{ marginBottom: 16 }} data-testid={testId}>
      {items && items.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('admin.approvals.empty')} />
      ) : (
        <List
          loading={isLoading}
          dataSource={items ?? []}
          renderItem={(item) => {
            const choice = approvalChoice(me, item.proposedBy, calls);
            const actions =
              choice === 'none'
                ? []
                : [
                    <Space key="actions">
                      {choice === 'decide' ? (
                        <Button
                          type="primary"
                          loading={decide.isPending}
                          onClick={() => void act(item.id, calls.approve)}
                          data-testid={`${testId}-approve-${item.id}`}
                        >
                          {t('admin.approvals.approve')}
                        </Button>
                      ) : (
                        <Typography.Text type="secondary">{t('admin.approvals.own')}</Typography.Text>
                      )}
                      <Button
                        danger
                        loading={decide.isPending}
                        onClick={() => void act(item.id, calls.reject)}
                        data-testid={`${testId}-reject-${item.id}`}
                      >
                        {t('admin.approvals.reject')}
                      </Button>
                    </Space>,
                  ];
            return (
              <List.Item actions={actions} data-testid={`${testId}-item-${item.id}`}>
                <List.Item.Meta title={item.title} description={item.description} />
              </List.Item>
            );
          }}
        />
      )}
    </Card>
  );
}
