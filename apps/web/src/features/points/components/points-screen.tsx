import { useIntl } from 'react-intl';
import Card from 'antd-mobile/es/components/card';
import Tag from 'antd-mobile/es/components/tag';
import { LoginPrompt } from '@/components/login-prompt.tsx';
import { LoadingView } from '@/components/query-states.tsx';
import { useLevelName } from '@/features/app-settings/hooks/use-level-name.ts';
import { useSession } from '@/lib/session.ts';
import styles from './points-screen.module.css';

/** The points tab: what points are, for the member looking at them. */
export function PointsScreen() {
  const intl = useIntl();
  const session = useSession();
  const levelName = useLevelName();

  if (!session) return <LoginPrompt />;
  const user = session.user;
  return (
    <div className={styles.points}>
      {user ? (
        <Card className={styles.member} data-testid="points-member">
          <p className={styles.name}>{user.nickname || user.username}</p>
          <p className={styles.level}>
            {intl.formatMessage({ id: 'web.member.level' })}{' '}
            <Tag color="primary" fill="outline" data-testid="points-level">
              {levelName(user.level)}
            </Tag>
          </p>
        </Card>
      ) : (
        <LoadingView lines={1} />
      )}
      <Card
        title={<h2 className={styles.heading}>{intl.formatMessage({ id: 'web.points.heading' })}</h2>}
        className={styles.card}
      >
        <p className={styles.explain}>{intl.formatMessage({ id: 'web.points.explain' })}</p>
      </Card>
    </div>
  );
}
