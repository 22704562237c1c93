// "My team": the members the viewer sponsored, searched by name or mobile and filtered by level,
// loaded as the member scrolls and refreshed by pulling down.
import { useState } from 'react';
import { useIntl } from 'react-intl';
import CapsuleTabs from 'antd-mobile/es/components/capsule-tabs';
import SearchBar from 'antd-mobile/es/components/search-bar';
import { InfiniteFooter } from '@/components/infinite-footer.tsx';
import { LoginPrompt } from '@/components/login-prompt.tsx';
import { PullToRefresh } from '@/components/pull-to-refresh.tsx';
import { ErrorView, LoadingView } from '@/components/query-states.tsx';
import { StatusView } from '@/components/status-view.tsx';
import { Link } from '@/lib/router.tsx';
import { paths } from '@/lib/paths.ts';
import { useSession } from '@/lib/session.ts';
import { useTeamPage, type TeamFilter } from '../api/team.ts';
import { levelMessage } from '../lib/levels.ts';
import styles from './team.module.css';

const levels = [0, 1, 2, 3] as const;

export function TeamScreen() {
  const intl = useIntl();
  const session = useSession();
  const [filter, setFilter] = useState<TeamFilter>({ keyword: '', level: 0 });
  if (!session) return <LoginPrompt />;
  return (
    <div className={styles.screen}>
      <div className={styles.filters}>
        <SearchBar
          placeholder={intl.formatMessage({ id: 'webTeam.search' })}
          onSearch={(keyword) => setFilter((old) => ({ ...old, keyword: keyword.trim() }))}
          onClear={() => setFilter((old) => ({ ...old, keyword: '' }))}
          data-testid="team-search"
        />
        <CapsuleTabs
          activeKey={String(filter.level)}
          onChange={(key) => setFilter((old) => ({ ...old, level: Number(key) }))}
        >
          {levels.map((level) => (
            <CapsuleTabs.Tab key={String(level)} title={intl.formatMessage({ id: levelMessage(level) })} />
          ))}
        </CapsuleTabs>
        <Link to={paths.teamChart} className={styles.chartLink} data-testid="team-chart-link">
          {intl.formatMessage({ id: 'webTeam.chartTitle' })}
        </Link>
      </div>
      <TeamList key={`${filter.keyword}:${filter.level}`} filter={filter} />
    </div>
  );
}

function TeamList({ filter }: { filter: TeamFilter }) {
  const intl = useIntl();
  const team = useTeamPage(filter);
  const list = team.data?.pages.flatMap((page) => page.list) ?? [];
  if (team.isPending) return <LoadingView lines={5} />;
  if (team.isError && list.length === 0) return <ErrorView error={team.error} onRetry={() => void team.refetch()} />;
  return (
    <PullToRefresh onRefresh={async () => void (await team.refetch())}>
      {list.length === 0 ? (
        <StatusView testId="team-empty" title={intl.formatMessage({ id: 'webTeam.empty' })} />
      ) : (
        <ul className={styles.list} data-testid="team-list">
          {list.map((member) => (
            <li key={member.memberId} className={styles.row}>
              {member.headImage ? (
                <img className={styles.avatar} src={member.headImage} alt="" />
              ) : (
                <span className={styles.avatar} />
              )}
              <span className={styles.name}>{member.name}</span>
              <span className={styles.level}>{intl.formatMessage({ id: levelMessage(member.level) })}</span>
              <span className={styles.joined}>
                {intl.formatMessage({ id: 'webTeam.joined' }, { date: intl.formatDate(member.joinedAt) })}
              </span>
            </li>
          ))}
          <InfiniteFooter hasMore={team.hasNextPage} loadMore={() => team.fetchNextPage()} />
        </ul>
      )}
    </PullToRefresh>
  );
}
