// The timeline feed: its tabs (What's hot, Academy, Announcements), each loaded as the member
// scrolls and refreshed by pulling down. Only What's hot offers "Post", as the spec says.
import { useIntl } from 'react-intl';
import Button from 'antd-mobile/es/components/button';
import Tabs from 'antd-mobile/es/components/tabs';
import { timelineTabs, type TimelineTab } from '@mall/contracts/browser';
import { InfiniteFooter } from '@/components/infinite-footer.tsx';
import { PullToRefresh } from '@/components/pull-to-refresh.tsx';
import { ErrorView, LoadingView } from '@/components/query-states.tsx';
import { StatusView } from '@/components/status-view.tsx';
import { paths } from '@/lib/paths.ts';
import { useNavigate, useSearchParams } from '@/lib/router.tsx';
import { useSession } from '@/lib/session.ts';
import { useTimelineFeed } from '../api/timeline.ts';
import { PostCard } from './post-card.tsx';
import styles from './timeline.module.css';

function tabOf(raw: string | null): TimelineTab {
  return timelineTabs.find((tab) => tab === raw) ?? 'hot';
}

export function FeedScreen() {
  const intl = useIntl();
  const navigate = useNavigate();
  const session = useSession();
  const [search, setSearch] = useSearchParams();
  const tab = tabOf(search.get('tab'));
  return (
    <div data-testid="timeline-feed">
      <Tabs className={styles.tabs} activeKey={tab} onChange={(key) => setSearch({ tab: key }, { replace: true })}>
        {timelineTabs.map((key) => (
          <Tabs.Tab key={key} title={intl.formatMessage({ id: `webTimeline.tab.${key}` })} />
        ))}
      </Tabs>
      <FeedList key={tab} tab={tab} />
      {tab === 'hot' && (
        <Button
          className={styles.fab}
          color="primary"
          shape="rounded"
          data-testid="timeline-add"
          onClick={() => navigate(session ? paths.timelineAdd : paths.login)}
        >
          {intl.formatMessage({ id: 'webTimeline.post' })}
        </Button>
      )}
    </div>
  );
}

function FeedList({ tab }: { tab: TimelineTab }) {
  const intl = useIntl();
  const feed = useTimelineFeed(tab);
  const list = feed.data?.pages.flatMap((page) => page.list) ?? [];
  if (feed.isPending) return <LoadingView lines={4} />;
  if (feed.isError && list.length === 0) return <ErrorView error={feed.error} onRetry={() => void feed.refetch()} />;
  return (
    <PullToRefresh
      onRefresh={async () => {
        await feed.refetch();
      }}
    >
      {list.length === 0 ? (
        <StatusView testId="timeline-empty" title={intl.formatMessage({ id: 'webTimeline.empty' })} />
      ) : (
        <div className={styles.list}>
          {list.map((post) => (
            <PostCard key={post.id} post={post} />
          ))}
          <InfiniteFooter hasMore={feed.hasNextPage} loadMore={() => feed.fetchNextPage()} />
        </div>
      )}
    </PullToRefresh>
  );
}
