import { Typography, type TableColumnsType } from 'antd';
import { Link } from 'react-router';
import { DateTime } from '../../../components/date-time.tsx';
import type { useT } from '../../../lib/i18n.ts';
import type { MemberStatus, MemberSummary } from '../api/members-page.ts';
import { MemberLevelTag, MemberStatusTag } from './member-tags.tsx';

/** The columns of the members list; the user name opens the member, carrying the way back to this search. */
export function memberColumns(t: ReturnType<typeof useT>, backState: unknown): TableColumnsType<MemberSummary> {
  return [
    { title: t('adminMembers.column.id'), dataIndex: 'memberId' },
    {
      title: t('adminMembers.column.username'),
      dataIndex: 'username',
      render: (username: string, member) => (
        <Link
          to={`/members/${member.memberId}`}
          state={backState}
          onClick={(event) => event.stopPropagation()}
          data-testid="member-open"
        >
          {username}
        </Link>
      ),
    },
    { title: t('adminMembers.column.nickname'), dataIndex: 'nickname' },
    {
      title: t('adminMembers.column.mobile'),
      dataIndex: 'mobile',
      render: (mobile: string | null) => mobile ?? '—',
    },
    {
      title: t('adminMembers.column.inviteCode'),
      dataIndex: 'inviteCode',
      render: (inviteCode: string) => <Typography.Text code>{inviteCode}</Typography.Text>,
    },
    {
      title: t('adminMembers.column.level'),
      dataIndex: 'level',
      render: (level: number) => <MemberLevelTag level={level} />,
    },
    {
      title: t('adminMembers.column.status'),
      dataIndex: 'status',
      render: (status: MemberStatus) => <MemberStatusTag status={status} />,
    },
    {
      title: t('adminMembers.column.sponsor'),
      dataIndex: 'sponsorName',
      render: (name: string | null) => name ?? '—',
    },
    {
      title: t('adminMembers.column.createdAt'),
      dataIndex: 'createdAt',
      render: (createdAt: string) => (
        <span style={{ whiteSpace: 'nowrap' }}>
          <DateTime value={createdAt} />
        </span>
      ),
    },
  ];
}
