import { Tag } from 'antd';
import type { MessageId } from '@mall/i18n';
import { useT } from '../../../lib/i18n.ts';
import type { MemberStatus } from '../api/members-page.ts';

const levelLabels: Record<number, MessageId> = {
  1: 'adminMembers.level.1',
  2: 'adminMembers.level.2',
  3: 'adminMembers.level.3',
};
const levelColors: Record<number, string> = { 1: 'default', 2: 'gold', 3: 'purple' };

export const statusLabels: Record<MemberStatus, MessageId> = {
  active: 'adminMembers.status.active',
  disabled: 'adminMembers.status.disabled',
  deleted: 'adminMembers.status.deleted',
};
const statusColors: Record<MemberStatus, string> = { active: 'success', disabled: 'error', deleted: 'default' };

export function MemberLevelTag({ level }: { level: number }) {
  const t = useT();
  const label = levelLabels[level];
  return (
    <Tag color={levelColors[level] ?? 'default'} data-level={level}>
      {label ? t(label) : t('adminMembers.level.other', { level })}
    </Tag>
  );
}

export function MemberStatusTag({ status, testId }: { status: MemberStatus; testId?: string }) {
  const t = useT();
  return (
    <Tag color={statusColors[status]} data-testid={testId} data-status={status}>
      {t(statusLabels[status])}
    </Tag>
  );
}
