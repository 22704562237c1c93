import { App, Button, Card, Empty, List, Space, Typography } from 'antd';
import { useIntl } from 'react-intl';
import { useMe } from '../../../shared/auth/api/me.ts';
import { useT, type Translate } from '../../../lib/i18n.ts';
import { useDecideChange, usePendingChanges, type PendingChange } from '../api/pending-changes.ts';
import { fieldOf } from '../setting-fields.ts';
import { toFormValue } from '../setting-value.ts';

/**
 * How a proposed value reads in the list: money in major units, a typed form's fields by their
 * names ("Shipping fee 12.50 · …"), anything else as JSON.
 */
function shownValue(t: Translate, change: PendingChange): string {
  const field = fieldOf(change.key);
  const value = field ? toFormValue(field.kind, change.value, field.parts) : change.value;
  if (field?.parts && value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    return field.parts
      .filter((part) => part.type !== 'secret')
      .map((part) => `${t(part.label)} ${formatPart(record[part.name])}`)
      .join(' · ');
  }
  return typeof value === 'string' ? value : JSON.stringify(value);
}

const formatPart = (value: unknown) =>
  Array.isArray(value) ? value.join(', ') : typeof value === 'string' ? value : JSON.stringify(value);

/** Money-control changes waiting for a second admin, with approve and reject. */
export function PendingChangesCard() {
  const t = useT();
  const intl = useIntl();
  const { message } = App.useApp();
  const { data: me } = useMe();
  const pending = usePendingChanges(true);
  const decide = useDecideChange();

  const act = async (change: PendingChange, decision: 'approve' | 'reject') => {
    try {
      await decide.mutateAsync({ id: change.id, decision });
      message.success(t(decision === 'approve' ? 'admin.settings.approved' : 'admin.settings.rejected'));
    } catch {
      // The reason is already shown as a message.
    }
  };

  return (
    <Card title={t('admin.settings.pendingTitle')} style={{ marginBottom: 16 }} data-testid="pending-changes">
      {pending.data && pending.data.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('admin.settings.pendingEmpty')} />
      ) : (
        <List
          loading={pending.isLoading}
          dataSource={pending.data ?? []}
          renderItem={(change) => {
            const field = fieldOf(change.key);
            const isOwn = me?.id === change.proposedBy;
            return (
              <List.Item
                data-testid={`pending-change-${change.key}`}
                actions={[
                  <Space key="actions">
                    <Button
                      type="primary"
                      disabled={isOwn}
                      loading={decide.isPending}
                      onClick={() => void act(change, 'approve')}
                      data-testid={`approve-${change.key}`}
                    >
                      {t('admin.settings.approve')}
                    </Button>
                    <Button
                      danger
                      loading={decide.isPending}
                      onClick={() => void act(change, 'reject')}
                      data-testid={`reject-${change.key}`}
                    >
                      {t('admin.settings.reject')}
                    </Button>
                  </Space>,
                ]}
              >
                <List.Item.Meta
                  title={field?.label ? t(field.label) : change.key}
                  description={
                    <Typography.Text type="secondary">
                      {t('admin.settings.pendingBy')}: {change.proposedByName ?? change.proposedBy} ·{' '}
                      {intl.formatDate(change.proposedAt, { dateStyle: 'medium', timeStyle: 'short' })}
                    </Typography.Text>
                  }
                />
                <Typography.Text strong data-testid={`pending-value-${change.key}`}>
                  {t('admin.settings.pendingValue')}: {shownValue(t, change)}
                </Typography.Text>
              </List.Item>
            );
          }}
        />
      )}
    </Card>
  );
}
