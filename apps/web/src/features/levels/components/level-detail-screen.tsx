// pacer-new/level-detail: the member's level with its benefits, the way to the next level, and
// every change of their level (paged as they scroll). Pull down to refresh.
import { useIntl } from 'react-intl';
import Card from 'antd-mobile/es/components/card';
import { InfiniteFooter } from '@/components/infinite-footer.tsx';
import { LoginPrompt } from '@/components/login-prompt.tsx';
import { PullToRefresh } from '@/components/pull-to-refresh.tsx';
import { ErrorView, LoadingView } from '@/components/query-states.tsx';
import { Link } from '@/lib/router.tsx';
import { paths } from '@/lib/paths.ts';
import { useSession } from '@/lib/session.ts';
import { useLevelHistory, useMyWelfare, type LevelChange } from '../api/levels.ts';
import { useLevels } from './level-names.ts';
import styles from './levels.module.css';

const TOP_LEVEL = 3;

export function LevelDetailScreen() {
  if (!useSession()) return <LoginPrompt />;
  return <LevelDetail />;
}

function LevelDetail() {
  const intl = useIntl();
  const session = useSession();
  // welfare/mine answers the level as stored now, fresher than the session's copy.
  const welfare = useMyWelfare();
  const history = useLevelHistory();
  const { nameOf, benefitsOf } = useLevels();
  if (history.isPending || welfare.isPending) return <LoadingView lines={6} />;
  if (history.isError && !history.data)
    return <ErrorView error={history.error} onRetry={() => void history.refetch()} />;
  const level = welfare.data?.level ?? session?.user?.level ?? 1;
  const changes = history.data?.pages.flatMap((page) => page.list) ?? [];
  return (
    <PullToRefresh
      onRefresh={async () => {
        await Promise.all([history.refetch(), welfare.refetch()]);
      }}
    >
      <div className={styles.screen} data-testid="level-detail">
        <Card title={intl.formatMessage({ id: 'webLevels.level.current' })}>
          <div className={styles.levelName} data-testid="level-detail-level" data-level={level}>
            {nameOf(level)}
          </div>
        </Card>
        <Card title={intl.formatMessage({ id: 'webLevels.level.benefits' })}>
          <ul className={styles.benefits}>
            {benefitsOf(level).map((benefit, index) => (
              <li key={index}>{benefit}</li>
            ))}
          </ul>
        </Card>
        <Card>
          {level >= TOP_LEVEL ? (
            <p className={styles.note}>{intl.formatMessage({ id: 'webLevels.level.top' })}</p>
          ) : (
            <div className={styles.part}>
              <div>
                <div className={styles.partName}>
                  {intl.formatMessage({ id: 'webLevels.level.next' }, { name: nameOf(level + 1) })}
                </div>
                <p className={styles.note}>{intl.formatMessage({ id: 'webLevels.level.nextHint' })}</p>
              </div>
              <Link to={paths.buyVip} className={styles.button}>
                {intl.formatMessage({ id: 'webLevels.title.buyVip' })}
              </Link>
            </div>
          )}
        </Card>
        <Card title={intl.formatMessage({ id: 'webLevels.level.history' })}>
          <ul className={styles.history} data-testid="level-history">
            {changes.map((change) => (
              <ChangeRow key={`${change.at}:${change.toLevel}`} change={change} nameOf={nameOf} />
            ))}
          </ul>
          <InfiniteFooter
            hasMore={history.hasNextPage}
            loadMore={() => history.fetchNextPage()}
            isEmpty={changes.length === 0}
            emptyText={intl.formatMessage({ id: 'webLevels.level.historyEmpty' })}
          />
        </Card>
      </div>
    </PullToRefresh>
  );
}

function ChangeRow({ change, nameOf }: { change: LevelChange; nameOf: (level: number) => string }) {
  const intl = useIntl();
  return (
    <li>
      <span>
        {nameOf(change.fromLevel)} → {nameOf(change.toLevel)}
        <br />
        <small className={styles.note}>
          {intl.formatMessage({ id: `webLevels.level.cause.${change.causeKind}` }, { id: change.causeId ?? '' })}
        </small>
      </span>
      <time dateTime={change.at}>{intl.formatDate(change.at, { dateStyle: 'medium' })}</time>
    </li>
  );
}
