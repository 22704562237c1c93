// On a member's page: propose raising their level with a reason; a second operator approves it
// on the Level raises page. Only higher levels are offered: levels never go down.
import { useState } from 'react';
import { Alert, App, Button, Card, Form, Input, Select, Typography } from 'antd';
import { calls } from '@mall/contracts/browser';
import { mayCall } from '../../../lib/access.ts';
import { ApiError } from '../../../lib/api.ts';
import { useT } from '../../../lib/i18n.ts';
import { useMe } from '../../../shared/auth/api/me.ts';
import { useMemberRaises, useProposeRaise } from '../api/level-raises.ts';

const TOP_LEVEL = 3;

export function ProposeRaiseCard({ memberId, level }: { memberId: number; level: number }) {
  const t = useT();
  const { message } = App.useApp();
  const propose = useProposeRaise();
  const [refusal, setRefusal] = useState<string | null>(null);
  const roles = useMe().data?.roles ?? [];
  const mayPropose = level < TOP_LEVEL && mayCall(roles, calls.adminLevels.propose);
  const raises = useMemberRaises(memberId, mayPropose);
  if (!mayPropose) return null;
  // One open raise per member: while one waits, the card says so instead of offering another.
  const waiting = raises.data?.raises.find((raise) => raise.status === 'pending');
  const levels = Array.from({ length: TOP_LEVEL - level }, (_, i) => level + 1 + i);
  const submit = async (values: { level: number; reason: string }) => {
    setRefusal(null);
    try {
      await propose.mutateAsync({ memberId, ...values });
      void message.success(t('adminLevels.proposed'));
    } catch (error) {
      setRefusal(error instanceof ApiError ? error.message : t('admin.state.loadFailed'));
    }
  };
  return (
    <Card title={t('adminLevels.proposeTitle')} data-testid="propose-raise">
      {waiting ? (
        <Typography.Paragraph data-testid="raise-waiting">
          {t('adminLevels.waiting', {
            level: waiting.toLevel,
            name: waiting.proposedByName ?? String(waiting.proposedBy),
            reason: waiting.reason,
          })}
        </Typography.Paragraph>
      ) : null}
      {refusal ? <Alert type="error" showIcon title={refusal} style={{ marginBottom: 12 }} /> : null}
      {waiting ? null : (
        <Form layout="inline" onFinish={(values) => void submit(values)} initialValues={{ level: level + 1 }}>
          <Form.Item name="level" label={t('adminLevels.toLevel')}>
            <Select style={{ width: 100 }} options={levels.map((value) => ({ value, label: String(value) }))} />
          </Form.Item>
          <Form.Item name="reason" label={t('adminLevels.reason')} rules={[{ required: true, min: 4, max: 200 }]}>
            <Input style={{ width: 280 }} data-testid="raise-reason" />
          </Form.Item>
          <Button htmlType="submit" type="primary" loading={propose.isPending} data-testid="raise-submit">
            {t('adminLevels.propose')}
          </Button>
        </Form>
      )}
    </Card>
  );
}
