import type { ReactNode } from 'react';
import {
  Alert,
  App,
  Avatar,
  Button,
  Card,
  Descriptions,
  Empty,
  Flex,
  Space,
  Table,
  Typography,
  type TableColumnsType,
} from 'antd';
import { ArrowLeftOutlined, UserOutlined } from '@ant-design/icons';
import type { MessageId } from '@mall/i18n';
import { Link, useLocation } from 'react-router';
import { DateTime } from '../../../components/date-time.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { ApiError } from '../../../lib/api.ts';
import { useT } from '../../../lib/i18n.ts';
import { useMemberDetail, type MemberDetail } from '../api/member-detail.ts';
import { useSetMemberStatus } from '../api/set-member-status.ts';
import type { MemberListState } from './members-list.tsx';
import { MemberLevelTag, MemberStatusTag } from './member-tags.tsx';
import { MemberNotFound } from './member-not-found.tsx';
import { MemberLevelHistory } from './member-level-history.tsx';

type Member = MemberDetail['member'];
type Session = MemberDetail['sessions'][number];
type OpenAccount = MemberDetail['openAccounts'][number];

const sexLabels: Record<NonNullable<Member['sex']>, MessageId> = {
  male: 'adminMembers.sex.male',
  female: 'adminMembers.sex.female',
  other: 'adminMembers.sex.other',
};
const languageLabels: Record<number, MessageId> = {
  0: 'adminMembers.language.0',
  1: 'adminMembers.language.1',
  2: 'adminMembers.language.2',
  3: 'adminMembers.language.3',
};

const orDash = (value: ReactNode) => (value === null || value === undefined || value === '' ? '—' : value);

/** Disable or Enable, after the operator confirms; the page then reloads and shows the new status. */
function StatusToggle({ member }: { member: Member }) {
  const t = useT();
  const { modal, message } = App.useApp();
  const setStatus = useSetMemberStatus();
  const isDisabling = member.status === 'active';
  const name = member.username;

  const confirm = () => {
    modal.confirm({
      title: t(isDisabling ? 'adminMembers.disableTitle' : 'adminMembers.enableTitle', { name }),
      content: t(isDisabling ? 'adminMembers.disableContent' : 'adminMembers.enableContent'),
      okText: t(isDisabling ? 'adminMembers.disable' : 'adminMembers.enable'),
      okButtonProps: { danger: isDisabling, 'data-testid': 'confirm-ok' },
      cancelText: t('common.cancel'),
      onOk: async () => {
        try {
          await setStatus.mutateAsync({ memberId: member.memberId, isDisabled: isDisabling });
          message.success(t(isDisabling ? 'adminMembers.disabled' : 'adminMembers.enabled', { name }));
        } catch {
          // The client has already shown why.
        }
      },
    });
  };

  return (
    <Button
      danger={isDisabling}
      type={isDisabling ? 'default' : 'primary'}
      onClick={confirm}
      loading={setStatus.isPending}
      data-testid="member-toggle-status"
    >
      {t(isDisabling ? 'adminMembers.disable' : 'adminMembers.enable')}
    </Button>
  );
}

/** The sponsor as a link to their own page, with their invite code. */
function Sponsor({ member }: { member: Member }) {
  const t = useT();
  if (!member.sponsorName) return t('adminMembers.none');
  return (
    <Space size={4} wrap>
      {member.sponsorId !== null ? (
        <Link to={`/members/${member.sponsorId}`}>{member.sponsorName}</Link>
      ) : (
        member.sponsorName
      )}
      {member.sponsorInviteCode ? <Typography.Text code>{member.sponsorInviteCode}</Typography.Text> : null}
    </Space>
  );
}

function Profile({ member }: { member: Member }) {
  const t = useT();
  const languageLabel = languageLabels[member.language];

  return (
    <Card title={t('adminMembers.detail.profile')} data-testid="member-profile">
      <Flex gap={24} align="start" wrap>
        <Avatar
          size={80}
          src={member.headImage ?? undefined}
          icon={<UserOutlined />}
          alt={t('adminMembers.detail.avatar')}
        />
        <Descriptions
          column={{ xs: 1, md: 2, xl: 3 }}
          size="small"
          style={{ flex: 1, minWidth: 280 }}
          items={[
            { key: 'id', label: t('adminMembers.column.id'), children: member.memberId },
            {
              key: 'username',
              label: t('adminMembers.column.username'),
              children: <span data-testid="member-username">{member.username}</span>,
            },
            { key: 'nickname', label: t('adminMembers.column.nickname'), children: orDash(member.nickname) },
            { key: 'mobile', label: t('adminMembers.column.mobile'), children: orDash(member.mobile) },
            { key: 'email', label: t('adminMembers.detail.email'), children: orDash(member.email) },
            { key: 'sex', label: t('adminMembers.detail.sex'), children: member.sex ? t(sexLabels[member.sex]) : '—' },
            { key: 'birthday', label: t('adminMembers.detail.birthday'), children: orDash(member.birthday) },
            {
              key: 'language',
              label: t('adminMembers.detail.language'),
              children: languageLabel ? t(languageLabel) : member.language,
            },
            {
              key: 'inviteCode',
              label: t('adminMembers.column.inviteCode'),
              children: (
                <Typography.Text code copyable>
                  {member.inviteCode}
                </Typography.Text>
              ),
            },
            { key: 'level', label: t('adminMembers.column.level'), children: <MemberLevelTag level={member.level} /> },
            {
              key: 'status',
              label: t('adminMembers.column.status'),
              children: <MemberStatusTag status={member.status} testId="member-status" />,
            },
            {
              key: 'sponsor',
              label: t('adminMembers.column.sponsor'),
              children: (
                <span data-testid="member-sponsor">
                  <Sponsor member={member} />
                </span>
              ),
            },
            {
              key: 'createdAt',
              label: t('adminMembers.column.createdAt'),
              children: <DateTime value={member.createdAt} />,
            },
            ...(member.deletedAt
              ? [
                  {
                    key: 'deletedAt',
                    label: t('adminMembers.detail.deletedAt'),
                    children: <DateTime value={member.deletedAt} />,
                  },
                ]
              : []),
          ]}
        />
      </Flex>
    </Card>
  );
}

function Sessions({ sessions }: { sessions: Session[] }) {
  const t = useT();
  const columns: TableColumnsType<Session> = [
    { title: t('adminMembers.detail.sessionId'), dataIndex: 'id', width: 96 },
    {
      title: t('adminMembers.detail.sessionCreatedAt'),
      dataIndex: 'createdAt',
      render: (value: string) => <DateTime value={value} />,
    },
    {
      title: t('adminMembers.detail.sessionExpiresAt'),
      dataIndex: 'expiresAt',
      render: (value: string) => <DateTime value={value} />,
    },
  ];
  return (
    <Card title={t('adminMembers.detail.sessions')} data-testid="member-sessions">
      <Table<Session>
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={sessions}
        pagination={sessions.length > 10 ? { pageSize: 10 } : false}
        scroll={{ x: 'max-content' }}
        locale={{
          emptyText: (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('adminMembers.detail.sessionsEmpty')} />
          ),
        }}
      />
    </Card>
  );
}

function OpenAccounts({ accounts }: { accounts: OpenAccount[] }) {
  const t = useT();
  const columns: TableColumnsType<OpenAccount> = [
    {
      title: t('adminMembers.detail.provider'),
      dataIndex: 'provider',
      render: (provider: string) => <Typography.Text code>{provider}</Typography.Text>,
    },
    { title: t('adminMembers.detail.displayName'), dataIndex: 'displayName' },
    {
      title: t('adminMembers.detail.boundAt'),
      dataIndex: 'boundAt',
      render: (value: string) => <DateTime value={value} />,
    },
  ];
  return (
    <Card title={t('adminMembers.detail.openAccounts')} data-testid="member-open-accounts">
      <Table<OpenAccount>
        rowKey="provider"
        size="small"
        columns={columns}
        dataSource={accounts}
        pagination={false}
        scroll={{ x: 'max-content' }}
        locale={{
          emptyText: (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('adminMembers.detail.openAccountsEmpty')} />
          ),
        }}
      />
    </Card>
  );
}

/** One member: profile, level and its history, sponsor, status with Disable/Enable, live sessions and linked accounts. */
interface MemberDetailViewProps {
  memberId: number;
  /** What other areas show about the member below the profile (the ledger's balances and adjustments). */
  renderExtra?: (member: { memberId: number; username: string; level: number }) => ReactNode;
}

export function MemberDetailView({ memberId, renderExtra }: MemberDetailViewProps) {
  const t = useT();
  const location = useLocation();
  const detail = useMemberDetail(memberId);
  const listSearch = (location.state as MemberListState | null)?.listSearch;
  const back = (
    <Link to={listSearch ? `/members?${listSearch}` : '/members'} data-testid="member-back">
      <ArrowLeftOutlined /> {t('adminMembers.detail.back')}
    </Link>
  );

  if (detail.error instanceof ApiError && detail.error.errorKey === 'NOT_FOUND') return <MemberNotFound />;

  return (
    <QueryState query={detail}>
      {({ member, sessions, openAccounts, levelChanges }) => {
        // Every member but the company root has a sponsor, and the root can never be disabled.
        const isRoot = member.sponsorId === null;
        const lockedHint =
          member.status === 'deleted'
            ? 'adminMembers.detail.deletedHint'
            : isRoot
              ? 'adminMembers.detail.rootHint'
              : null;
        return (
          <Flex vertical gap={16}>
            <div>{back}</div>
            <PageHeader
              title={t('adminMembers.detail.title', { username: member.username })}
              extra={lockedHint ? null : <StatusToggle member={member} />}
            />
            {lockedHint ? <Alert type="info" showIcon title={t(lockedHint)} data-testid="member-locked-hint" /> : null}
            <Profile member={member} />
            <MemberLevelHistory changes={levelChanges} />
            <Sessions sessions={sessions} />
            <OpenAccounts accounts={openAccounts} />
            {renderExtra?.(member)}
          </Flex>
        );
      }}
    </QueryState>
  );
}
