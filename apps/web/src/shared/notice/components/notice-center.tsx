// The account page's entry to the notice pages, each with its unread badge from the server.
import { useIntl } from 'react-intl';
import Badge from 'antd-mobile/es/components/badge';
import List from 'antd-mobile/es/components/list';
import { LinkCell } from '@/components/cells.tsx';
import { paths } from '@/lib/paths.ts';
import { useUnreadCounts } from '../api/notice.ts';

const entries = [
  { kind: 'notice', to: paths.notices, title: 'webNotice.title.notice' },
  { kind: 'system', to: paths.systemNotifications, title: 'webNotice.title.system' },
  { kind: 'points', to: paths.pointsNotifications, title: 'webNotice.title.points' },
] as const;

export function NoticeCenter() {
  const intl = useIntl();
  const counts = useUnreadCounts().data;
  return (
    <List header={intl.formatMessage({ id: 'webNotice.center' })}>
      {entries.map((entry) => {
        const unread = counts?.[entry.kind] ?? 0;
        return (
          <LinkCell
            key={entry.kind}
            to={entry.to}
            testId={`account-notice-${entry.kind}`}
            extra={
              unread > 0 ? (
                <Badge content={unread > 99 ? '99+' : unread} data-testid={`notice-badge-${entry.kind}`} />
              ) : null
            }
          >
            {intl.formatMessage({ id: entry.title })}
          </LinkCell>
        );
      })}
    </List>
  );
}
